import { useState } from 'react';
import { Button, Card, Group, ScrollArea, Stack, Text, Textarea, Title } from '@mantine/core';
import { comentarioSchema, type Siniestro } from '#shared/contract/schemas/siniestro.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { usePatchSiniestro } from '../api.ts';

/** The observations thread (scroll max 1000 px, spec 3 §9) and its comment box (PATCH {observacion}). */
export function Observaciones({ siniestro }: { siniestro: Siniestro }) {
  const t = useT();
  const patch = usePatchSiniestro(siniestro.id);
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string>();

  const publicar = () => {
    const parsed = comentarioSchema.safeParse({ observacion: texto });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    patch.mutate(parsed.data, {
      onSuccess: () => {
        setTexto('');
        toastSuccess(t('siniestros.comentarioPublicado'));
      },
      onError: (e) => toastError(e.message),
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="siniestro-observaciones">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('siniestros.detalle.observaciones')}
        </Title>
        <ScrollArea.Autosize mah={1000} type="auto">
          <Stack gap="xs">
            {siniestro.observaciones.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('siniestros.detalle.sinObservaciones')}
              </Text>
            ) : (
              siniestro.observaciones.map((o, i) => (
                <Card
                  key={`${o.fecha}-${i}`}
                  withBorder
                  radius="md"
                  padding="sm"
                  bg="var(--mantine-color-default-hover)"
                  data-testid="siniestro-observacion"
                >
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      {o.usuario.nombre}{' '}
                      <Text span size="xs" c="dimmed">
                        {o.usuario.email}
                      </Text>
                    </Text>
                    <Text size="xs" c="dimmed">
                      {fechaHora(o.fecha)}
                    </Text>
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {o.mensaje}
                  </Text>
                </Card>
              ))
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Textarea
          label={t('siniestros.detalle.comentario')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={4000}
          value={texto}
          onChange={(e) => setTexto(e.currentTarget.value)}
          error={error}
          data-testid="siniestro-comentario"
        />
        <Group justify="flex-end">
          <Button onClick={publicar} loading={patch.isPending} data-testid="siniestro-comentar">
            {t('siniestros.detalle.publicar')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
