import { Button, Group, Modal, Text } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';

/** Asks before an action that cuts a system off (deleting it or an endpoint, retiring a secret it may still use). */
export function Confirmar({
  abierto,
  titulo,
  texto,
  accion,
  ocupado,
  onConfirmar,
  onClose,
}: {
  abierto: boolean;
  titulo: string;
  texto: string;
  accion: string;
  ocupado: boolean;
  onConfirmar: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal opened={abierto} onClose={onClose} title={titulo} centered data-testid="app-confirmar">
      <Text mb="lg">{texto}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={ocupado} data-testid="app-confirmar-cancelar">
          {t('apps.cancelar')}
        </Button>
        <Button color="red" loading={ocupado} onClick={onConfirmar} data-testid="app-confirmar-si">
          {accion}
        </Button>
      </Group>
    </Modal>
  );
}
