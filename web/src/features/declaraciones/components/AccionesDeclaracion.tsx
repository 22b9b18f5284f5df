import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Permission } from '#shared/auth/permissions.ts';
import type { Declaracion } from '#shared/contract/schemas/declaracion.ts';
import { BotonExportar } from '#web/components/BotonExportar.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { pedirBordereau, useConfirmarDeclaracion } from '../api.ts';
import { accionesDeclaracion } from '../lib/acciones.ts';
import { ConfirmarPago } from './ConfirmarPago.tsx';

/** 'Confirmar' on a draft: 'Estoy conforme', with the note that it is accepted by itself after 5 days. */
function Confirmar({ d }: { d: Declaracion }) {
  const t = useT();
  const [abierto, setAbierto] = useState(false);
  const confirmar = useConfirmarDeclaracion();
  return (
    <>
      <Button size="xs" onClick={() => setAbierto(true)} data-testid="declaracion-confirmar">
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

/**
 * The grid's 'Acciones' cell (spec 2 §2.3): export, confirm and confirm payment, as the state and the
 * user's permissions allow. Clicks and keys stay in the cell: the row toggles its expansion on click,
 * and React carries the dialogs' events (portals) up through the row too.
 */
export function AccionesDeclaracion({ d, permisos }: { d: Declaracion; permisos: readonly Permission[] }) {
  const t = useT();
  const acciones = accionesDeclaracion(d, permisos);
  return (
    <Group
      gap="xs"
      justify="flex-end"
      wrap="nowrap"
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      data-testid="declaracion-acciones"
    >
      {acciones.includes('confirmar') ? <Confirmar d={d} /> : null}
      {acciones.includes('confirmarPago') ? <ConfirmarPago d={d} /> : null}
      {d.estado.id > 1 ? (
        <BotonExportar pedir={() => pedirBordereau(d.id)} testId="declaracion-exportar">
          {t('declaraciones.exportar')}
        </BotonExportar>
      ) : null}
    </Group>
  );
}
