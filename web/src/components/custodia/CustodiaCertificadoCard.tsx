import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isoADdmmyyyy } from '#web/lib/fecha.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { Dato } from '../DetalleCertificado.tsx';
import { useCustodiaCertificado, type CertificadoCustodia } from './api.ts';
import { useCustodiaHabilitada } from './habilitada.ts';
import { MedidasSeguridadModal } from './MedidasSeguridadModal.tsx';

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
  const custodia = useCustodiaCertificado(certificado);
  if (custodia.isPending) return <Skeleton height={60} />;
  if (custodia.isError)
    return (
      <Alert color="red" data-testid="custodia-card-error">
        <Group justify="space-between">
          <Text size="sm">{custodia.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void custodia.refetch()}>
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    );
  const { contratacion: c, cotizacion } = custodia.data;
  if (c)
    return (
      <Stack gap="xs" data-testid="custodia-contratada">
        <Group gap="xs">
          <Badge color="green">{t('custodia.estado.contratada')}</Badge>
          <Text size="sm" fw={600}>
            {cotizacion?.plan.name}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Dato label={t('custodia.inicio')}>{`${isoADdmmyyyy(c.date)} ${c.hour}`}</Dato>
          <Dato label={t('custodia.resultado.tarifa')}>{formatNumber(c.rate)}</Dato>
          <Dato label={t('custodia.chofer')}>{`${c.driver.name} (${c.driver.company})`}</Dato>
          <Dato label={t('custodia.chofer.patente')}>{c.driver.licensePlate}</Dato>
          <Dato label={t('custodia.telefono')}>
            {`${c.driver.phone.codeCountry} ${c.driver.phone.area} ${c.driver.phone.number}`}
          </Dato>
          <Dato label={t('custodia.email')}>{c.email}</Dato>
        </SimpleGrid>
        {c.tripDetails ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {c.tripDetails}
          </Text>
        ) : null}
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Exigidas medidas={exigidas} />
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed" data-testid="custodia-sin-contratar">
          {cotizacion
            ? t('custodia.estado.cotizada', { plan: cotizacion.plan.name, tarifa: formatNumber(cotizacion.rate) })
            : t('custodia.estado.ninguna')}
        </Text>
        <Button onClick={() => setAbierto(true)} data-testid="detalle-medidas-seguridad">
          {t('custodia.titulo')}
        </Button>
        <MedidasSeguridadModal certificado={abierto ? certificado : null} onClose={() => setAbierto(false)} />
      </Group>
    </Stack>
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
