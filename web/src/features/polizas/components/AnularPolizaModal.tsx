import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useT } from '#web/lib/i18n.tsx';
import { toastSuccess } from '#web/lib/toast.ts';
import { useAnularPoliza } from '../api.ts';

/** Asks for the reason and annuls the policy (final: it takes no new certificates from then on). */
export function AnularPolizaModal({
  poliza,
  onClose,
}: {
  poliza: { id: number; numero: string; version: number } | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const anular = useAnularPoliza();
  const [motivo, setMotivo] = useState('');
  const cerrar = () => {
    setMotivo('');
    anular.reset();
    onClose();
  };
  const confirmar = async () => {
    if (!poliza) return;
    await anular.mutateAsync({ id: poliza.id, version: poliza.version, motivo });
    toastSuccess(t('polizas.anular.ok', { numero: poliza.numero }));
    cerrar();
  };
  return (
    <Modal opened={poliza !== undefined} onClose={cerrar} title={t('polizas.anular.title')} data-testid="poliza-anular-modal">
      <Stack>
        <Text size="sm">{t('polizas.anular.body', { numero: poliza?.numero ?? '' })}</Text>
        <Textarea
          label={t('polizas.anular.motivo')}
          withAsterisk
          maxLength={500}
          autosize
          minRows={2}
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
          data-testid="poliza-anular-motivo"
        />
        {anular.error ? (
          <Alert color="red" data-testid="poliza-anular-error">
            {anular.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={cerrar}>
            {t('polizas.form.cancelar')}
          </Button>
          <Button
            color="red"
            loading={anular.isPending}
            disabled={!motivo.trim()}
            onClick={() => void confirmar().catch(() => undefined)}
            data-testid="poliza-anular-confirmar"
          >
            {t('polizas.anular.confirmar')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
