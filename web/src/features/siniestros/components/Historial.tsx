import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import type { Siniestro } from '#shared/contract/schemas/siniestro.ts';
import { ESTADOS_SINIESTRO, nombreEstadoSiniestro } from '#shared/siniestros/estados.ts';
import type { Locale } from '#shared/tenants/tenant.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';

const ACCIONES = new Set(['denunciar', 'editar', 'cambiarEstado', 'adjuntarArchivo']);

const nombreEstado = (id: string | null, locale: Locale) => {
  const estado = ESTADOS_SINIESTRO.find((e) => e.id === id);
  return estado ? nombreEstadoSiniestro(estado.id, locale) : (id ?? '');
};

/** The audit trail of the claim, oldest first. */
export function Historial({ historial }: { historial: Siniestro['historial'] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="siniestro-historial">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('siniestros.detalle.historial')}
        </Title>
        <Timeline active={historial.length - 1} bulletSize={14} lineWidth={2}>
          {historial.map((h, i) => (
            <Timeline.Item
              key={`${h.fecha}-${i}`}
              title={ACCIONES.has(h.accion) ? t(`siniestros.accion.${h.accion}`) : h.accion}
              data-testid="siniestro-historial-item"
            >
              {h.hacia && h.desde !== h.hacia ? (
                <Text size="sm">
                  {h.desde
                    ? `${nombreEstado(h.desde, locale)} → ${nombreEstado(h.hacia, locale)}`
                    : nombreEstado(h.hacia, locale)}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {fechaHora(h.fecha)} · {h.usuario}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );
}
