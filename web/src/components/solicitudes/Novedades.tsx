import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { NovedadSuscripcion } from '#shared/contract/schemas/suscripcion.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { EstadoSolicitudBadge } from './EstadoSolicitudBadge.tsx';

/**
 * The request's timeline (states and comments, oldest first) and a comment box for either side;
 * `comentar` is the feature's mutation (each kind of request has its own operation).
 */
export function Novedades({
  s,
  comentar,
}: {
  s: { novedades: NovedadSuscripcion[] };
  comentar: UseMutationResult<unknown, Error, string>;
}) {
  const t = useT();
  const [texto, setTexto] = useState('');
  const enviar = () =>
    comentar.mutate(texto.trim(), {
      onSuccess: () => {
        setTexto('');
        toastSuccess(t('suscripcion.comentado'));
      },
      onError: (e) => toastError(e instanceof Error ? e.message : String(e)),
    });
  return (
    <Card withBorder radius="md" padding="lg" data-testid="suscripcion-novedades">
      <Title order={2} size="h4" mb="md">
        {t('suscripcion.novedades')}
      </Title>
      <Timeline bulletSize={18} lineWidth={2} active={s.novedades.length - 1}>
        {s.novedades.map((n, i) => (
          <Timeline.Item
            key={`${n.fecha}-${i}`}
            title={
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {n.autor}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`suscripcion.lado.${n.lado}`)} · {fechaHora(n.fecha)}
                </Text>
                {n.estado ? <EstadoSolicitudBadge estado={n.estado} /> : null}
              </Group>
            }
            data-testid="suscripcion-novedad"
          >
            {n.texto ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {n.texto}
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
      <Stack gap="xs" mt="lg">
        <Textarea
          label={t('suscripcion.comentario')}
          autosize
          minRows={2}
          maxLength={2000}
          value={texto}
          onChange={(e) => setTexto(e.currentTarget.value)}
          data-testid="suscripcion-comentario"
        />
        <Group justify="flex-end">
          <Button
            variant="light"
            disabled={!texto.trim()}
            loading={comentar.isPending}
            onClick={enviar}
            data-testid="suscripcion-comentar"
          >
            {t('suscripcion.comentar')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
