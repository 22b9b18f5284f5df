import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import type { Poliza } from '#shared/contract/schemas/poliza.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { useT } from '#web/lib/i18n.tsx';
import { camposCambiados } from '../lib/formulario.ts';

/** The audit trail: who did what and when; an edit names the fields it changed. */
export function HistorialPoliza({ historial }: { historial: Poliza['historial'] }) {
  const t = useT();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="poliza-historial">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('polizas.historial.title')}
        </Title>
        {historial.length ? (
          <Timeline bulletSize={14} lineWidth={2} active={historial.length - 1}>
            {historial.map((h) => (
              <Timeline.Item key={`${h.fecha}-${h.accion}`} title={t(`polizas.accion.${h.accion}`)}>
                <Text size="xs" c="dimmed">
                  {fechaHora(h.fecha)} · {h.usuario}
                </Text>
                {h.accion === 'editar' ? (
                  <Text size="sm">
                    {t('polizas.historial.campos', {
                      campos: camposCambiados(h.hacia)
                        .map((c) => t(`polizas.campo.${c}`))
                        .join(', '),
                    })}
                  </Text>
                ) : null}
                {h.motivo ? <Text size="sm">{t('polizas.historial.motivo', { motivo: h.motivo })}</Text> : null}
              </Timeline.Item>
            ))}
          </Timeline>
        ) : (
          <Text size="sm" c="dimmed">
            {t('polizas.historial.empty')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
