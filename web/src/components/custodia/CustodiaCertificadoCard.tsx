import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { tarifaCustodia } from '#shared/custodia/tarifa.ts';
import { useT } from '#web/lib/i18n.tsx';
import type { CertificadoCustodia } from './api.ts';
import { ConCustodia } from './ConCustodia.tsx';
import { useCustodiaHabilitada } from './habilitada.ts';
import { MedidasSeguridadModal } from './MedidasSeguridadModal.tsx';
import { ResumenContratacion } from './ResumenContratacion.tsx';

/** The security measures the coverage requires: their names, [] when it says so without them, null when none. */
export type MedidasExigidas = string[] | null;

function Exigidas({ medidas }: { medidas: MedidasExigidas }) {
  const t = useT();
  if (medidas === null) return null;
  return (
    <Alert color="yellow" variant="light" p="xs" data-testid="custodia-exigida">
      <Text size="sm">{medidas.length ? t('custodia.exige', { medidas: medidas.join(', ') }) : t('custodia.exigeGenerico')}</Text>
    </Alert>
  );
}

function Contenido({ certificado, exigidas }: { certificado: CertificadoCustodia; exigidas: MedidasExigidas }) {
  const t = useT();
  const [abierto, setAbierto] = useState(false);
  return (
    <ConCustodia certificado={certificado}>
      {({ contratacion, cotizacion }) =>
        contratacion ? (
          <ResumenContratacion contratacion={contratacion} cotizacion={cotizacion} />
        ) : (
          <Stack gap="xs">
            <Exigidas medidas={exigidas} />
            <Group justify="space-between" align="center">
              <Text size="sm" c="dimmed" data-testid="custodia-sin-contratar">
                {cotizacion
                  ? t('custodia.estado.cotizada', { plan: cotizacion.plan.name, tarifa: tarifaCustodia(cotizacion.rate) })
                  : t('custodia.estado.ninguna')}
              </Text>
              <Button onClick={() => setAbierto(true)} data-testid="detalle-medidas-seguridad">
                {t('custodia.titulo')}
              </Button>
              <MedidasSeguridadModal certificado={abierto ? certificado : null} onClose={() => setAbierto(false)} />
            </Group>
          </Stack>
        )
      }
    </ConCustodia>
  );
}

/**
 * The custody of an issued certificate on its detail: hired (who drives, when, at what rate) or the
 * button that opens 'Medidas de Seguridad', with the measures its coverage requires until then. Only for the companies on the portal's own custody.
 */
export function CustodiaCertificadoCard({
  certificado,
  exigidas = null,
}: {
  certificado: CertificadoCustodia;
  exigidas?: MedidasExigidas;
}) {
  const t = useT();
  if (!useCustodiaHabilitada()) return null;
  return (
    <Card withBorder radius="md" data-testid="custodia-card">
      <Title order={5} mb="sm">
        {t('custodia.titulo')}
      </Title>
      <Contenido certificado={certificado} exigidas={exigidas} />
    </Card>
  );
}
