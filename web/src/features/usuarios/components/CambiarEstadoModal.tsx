import { Button, Group, Modal, Text } from '@mantine/core';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { useCambiarEstadoUsuario } from '../api.ts';

/** The user whose state is about to change: the list row, enough to name them and know the way. */
export interface UsuarioACambiar {
  id: number;
  nombre: string;
  apellido: string;
  estado: boolean;
}

/**
 * Asks before activating or deactivating a user from the list (deactivating locks them out at once),
 * then says how it went in a toast; the list refreshes through the mutation.
 */
export function CambiarEstadoModal({ usuario, onClose }: { usuario: UsuarioACambiar | undefined; onClose: () => void }) {
  const t = useT();
  const cambiar = useCambiarEstadoUsuario();
  const desactivar = usuario?.estado ?? true;
  const nombre = usuario ? `${usuario.nombre} ${usuario.apellido}` : '';

  const confirmar = async () => {
    if (!usuario) return;
    try {
      await cambiar.mutateAsync({ id: usuario.id, estado: !usuario.estado });
      toastSuccess(desactivar ? t('usuarios.toast.desactivado') : t('usuarios.toast.activado'));
      onClose();
    } catch (err) {
      // The server names why (own user, a company not administered, a concurrent change).
      toastError(isApiError(err) ? err.message : t('usuarios.toast.estadoFailed'));
    }
  };

  return (
    <Modal
      opened={usuario !== undefined}
      onClose={onClose}
      centered
      title={desactivar ? t('usuarios.estadoModal.titleDesactivar') : t('usuarios.estadoModal.titleActivar')}
      data-testid="usuario-estado-modal"
    >
      <Text mb="lg">
        {desactivar ? t('usuarios.estadoModal.bodyDesactivar', { nombre }) : t('usuarios.estadoModal.bodyActivar', { nombre })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={cambiar.isPending} data-testid="usuario-estado-cancel">
          {t('usuarios.editor.cancel')}
        </Button>
        <Button
          color={desactivar ? 'red' : 'green'}
          loading={cambiar.isPending}
          onClick={() => void confirmar()}
          data-testid="usuario-estado-confirm"
        >
          {desactivar ? t('usuarios.desactivar') : t('usuarios.activar')}
        </Button>
      </Group>
    </Modal>
  );
}
