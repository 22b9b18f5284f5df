import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { UsuarioCliente } from '#shared/contract/schemas/cliente.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { useQuitarUsuarioCliente } from '../api.ts';

/** Asks before 'Quitar': the user loses its roles on the client (and, with no other company, its access). */
export function QuitarUsuario({
  clienteId,
  usuario,
  onClose,
}: {
  clienteId: number;
  usuario: UsuarioCliente | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const quitar = useQuitarUsuarioCliente();
  return (
    <Modal opened={usuario !== undefined} onClose={onClose} title={t('clientes.usuarios.quitarTitulo')} centered>
      {usuario ? (
        <Stack>
          <Text size="sm">
            {t('clientes.usuarios.quitarTexto', { nombre: `${usuario.nombre} ${usuario.apellido}`, email: usuario.email })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('clientes.cancelar')}
            </Button>
            <Button
              color="red"
              loading={quitar.isPending}
              data-testid="cliente-usuario-quitar-confirmar"
              onClick={() =>
                quitar.mutate(
                  { id: clienteId, usuarioId: usuario.id },
                  {
                    onSuccess: () => {
                      toastSuccess(t('clientes.toast.usuarioQuitado'));
                      onClose();
                    },
                    onError: (e) => toastError(e.message),
                  },
                )
              }
            >
              {t('clientes.usuarios.quitar')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
