import { useState } from 'react';
import { Button, Card, Group, SegmentedControl, Stack, Textarea, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { SolicitudSuscripcionDetalle } from '#shared/contract/schemas/suscripcion.ts';
import { impedimentoSuscripcion } from '#shared/suscripcion/estados.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useMensajeEnIdioma } from '#web/lib/mensaje-en-idioma.ts';
import { toastError, toastSuccess } from '#web/lib/toast.ts';

/**
 * The desk moves the request on: the next states it may take, and the answer the requester reads
 * (required to quote or refuse). It sends the version it read: a change made meanwhile is refused.
 * `cambiar` is the feature's mutation (each kind of request has its own operation).
 */
export function CambioEstado({
  s,
  cambiar,
}: {
  s: Pick<SolicitudSuscripcionDetalle, 'estado' | 'siguientes' | 'version'>;
  cambiar: UseMutationResult<unknown, Error, { estado: number; version: number; respuesta: string }>;
}) {
  const t = useT();
  const enIdioma = useMensajeEnIdioma();
  const [estado, setEstado] = useState(String(s.siguientes[0]!.id));
  const [respuesta, setRespuesta] = useState('');
  const [intentado, setIntentado] = useState(false);
  const impedimento = impedimentoSuscripcion(s.estado.id, Number(estado), respuesta);
  const enviar = () => {
    setIntentado(true);
    if (impedimento) return;
    cambiar.mutate(
      { estado: Number(estado), version: s.version, respuesta },
      {
        onSuccess: () => toastSuccess(t('suscripcion.estadoCambiado')),
        onError: (e) =>
          toastError(isApiError(e) && e.errors.length ? e.errors.map((x) => x.message).join(', ') : (e as Error).message),
      },
    );
  };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="suscripcion-cambio">
      <Title order={2} size="h4" mb="sm">
        {t('suscripcion.cambiarEstado')}
      </Title>
      <Stack gap="sm">
        <SegmentedControl
          data={s.siguientes.map((e) => ({ value: String(e.id), label: t(`suscripcion.estado.${e.id}`) }))}
          value={estado}
          onChange={setEstado}
          data-testid="suscripcion-nuevo-estado"
        />
        <Textarea
          label={t('suscripcion.respuestaAlSolicitante')}
          autosize
          minRows={3}
          maxLength={2000}
          value={respuesta}
          onChange={(e) => setRespuesta(e.currentTarget.value)}
          error={intentado && impedimento?.campo === 'respuesta' ? enIdioma(impedimento.mensaje) : undefined}
          data-testid="suscripcion-respuesta-texto"
        />
        <Group justify="flex-end">
          <Button loading={cambiar.isPending} onClick={enviar} data-testid="suscripcion-cambiar">
            {t('suscripcion.actualizar')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
