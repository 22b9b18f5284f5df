import { Alert, Button, Divider, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Permission } from '#shared/auth/permissions.ts';
import type { Declaracion } from '#shared/contract/schemas/declaracion.ts';
import { BotonExportar } from '#web/components/BotonExportar.tsx';
import { fechaHora } from '#web/lib/fecha.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { pedirBordereau, useConfirmarDeclaracion } from '../api/declaraciones.ts';
import { accionesDeclaracion } from '../lib/acciones.ts';
import { CertificadosDeclaracion } from './CertificadosDeclaracion.tsx';
import { ConfirmarPago } from './ConfirmarPago.tsx';
import { BloqueFactura, BloquePagos } from './Facturacion.tsx';

/** 'Confirmar' on a draft: 'Estoy conforme', with the note that it is accepted by itself after 5 days. */
function Confirmar({ d }: { d: Declaracion }) {
  const t = useT();
  const [abierto, setAbierto] = useState(false);
  const confirmar = useConfirmarDeclaracion();
  return (
    <>
      <Button onClick={() => setAbierto(true)} data-testid="declaracion-confirmar">
        {t('declaraciones.confirmar')}
      </Button>
      <Modal opened={abierto} onClose={() => setAbierto(false)} title={t('declaraciones.confirmarTitulo')} centered>
        <Stack>
          <Text size="sm">{t('declaraciones.confirmarTexto')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAbierto(false)}>
              {t('declaraciones.cancelar')}
            </Button>
            <Button
              loading={confirmar.isPending}
              data-testid="declaracion-conforme"
              onClick={() =>
                confirmar.mutate(d.id, {
                  onSuccess: () => {
                    toastSuccess('Declaración confirmada con éxito');
                    setAbierto(false);
                  },
                  onError: () => toastError('Ocurrio un error al confirmar la declaración'),
                })
              }
            >
              {t('declaraciones.estoyConforme')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The expanded row (spec 2 §2.3): actions, invoicing, payment proofs, and the certificates by kind. */
export function Expandida({ d, permisos }: { d: Declaracion; permisos: readonly Permission[] }) {
  const t = useT();
  const acciones = accionesDeclaracion(d, permisos);
  return (
    <Stack gap="md" p="md" data-testid="declaracion-expandida">
      {d.aceptacionAutomatica ? (
        <Alert color="orange" variant="light" data-testid="declaracion-nota-borrador">
          {t('declaraciones.notaBorrador', { fecha: fechaHora(d.aceptacionAutomatica) })}
        </Alert>
      ) : null}
      <Group gap="sm">
        {acciones.includes('confirmar') ? <Confirmar d={d} /> : null}
        {acciones.includes('confirmarPago') ? <ConfirmarPago d={d} /> : null}
        {d.estado.id > 1 ? (
          <BotonExportar pedir={() => pedirBordereau(d.id)} testId="declaracion-exportar">
            {t('declaraciones.exportar')}
          </BotonExportar>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <BloqueFactura d={d} acciones={acciones} />
        <BloquePagos d={d} acciones={acciones} />
      </SimpleGrid>
      <Divider />
      <CertificadosDeclaracion d={d} />
    </Stack>
  );
}
