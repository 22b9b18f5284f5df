import { Card, Text, Timeline, Title } from '@mantine/core';
import type { Certificado } from '#shared/contract/schemas/viaje-especifico.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { esEstadoId, estadoPorId } from '#shared/viajes-especificos/estados.ts';
import { useT, type Translate } from '#web/lib/i18n.tsx';
import { nombreEstado } from '../list/estado.tsx';

const accionTexto = (t: Translate, accion: string) => {
  const key = `veDetalle.accion.${accion}`;
  const text = t(key);
  return text === key ? accion : text;
};

const estadoTexto = (t: Translate, id: number | null) => {
  if (id === null) return '—';
  return esEstadoId(id) ? nombreEstado(t, estadoPorId(id)) : String(id);
};

/** The certificate's timeline: date, action, state from -> to, user (oldest first). */
export function Historial({ historial }: { historial: Certificado['historial'] }) {
  const t = useT();
  return (
    <Card withBorder radius="md" data-testid="historial">
      <Title order={5} mb="md">
        {t('veDetalle.historial.title')}
      </Title>
      {historial.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('veDetalle.historial.empty')}
        </Text>
      ) : (
        <Timeline active={historial.length - 1} bulletSize={18} lineWidth={2}>
          {historial.map((h, i) => {
            const color = h.hacia !== null && esEstadoId(h.hacia) ? estadoPorId(h.hacia).color : undefined;
            return (
              <Timeline.Item
                key={`${h.fecha}-${i}`}
                title={accionTexto(t, h.accion)}
                color={color}
                data-testid="historial-item"
                data-accion={h.accion}
              >
                <Text size="sm">
                  {estadoTexto(t, h.desde)} → {estadoTexto(t, h.hacia)}
                </Text>
                <Text size="xs" c="dimmed">
                  {fechaHora(h.fecha)} · {h.usuario || '—'}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Card>
  );
}
