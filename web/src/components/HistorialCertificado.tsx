import { Card, Text, Timeline, Title } from '@mantine/core';
import { useT, type Translate } from '#web/lib/i18n.tsx';
import { colorEstado, nombreEstado } from './CeldasCertificado.tsx';
import { fechaHora } from '#shared/text/fecha.ts';

/** One audited change of a certificate (cargo or containers). */
export interface EntradaHistorial {
  fecha: string;
  accion: string;
  desde: number | null;
  hacia: number | null;
  usuario: string;
}

const accionTexto = (t: Translate, accion: string) => {
  const key = `certCarga.accion.${accion}`;
  const text = t(key);
  return text === key ? accion : text;
};

const estadoTexto = (t: Translate, id: number | null) => (id === null ? '—' : nombreEstado(t, { id, nombre: String(id) }));

/** The audit timeline of a certificate: date, action, state from → to, user (oldest first). */
export function HistorialCertificado({ historial }: { historial: readonly EntradaHistorial[] }) {
  const t = useT();
  return (
    <Card withBorder radius="md" data-testid="cert-historial">
      <Title order={5} mb="md">
        {t('veDetalle.historial.title')}
      </Title>
      <Timeline active={historial.length - 1} bulletSize={18} lineWidth={2}>
        {historial.map((h, i) => (
          <Timeline.Item
            key={`${h.fecha}-${i}`}
            title={accionTexto(t, h.accion)}
            color={h.hacia === null ? undefined : colorEstado(h.hacia)}
            data-testid="cert-historial-item"
          >
            <Text size="sm">
              {estadoTexto(t, h.desde)} → {estadoTexto(t, h.hacia)}
            </Text>
            <Text size="xs" c="dimmed">
              {fechaHora(h.fecha)} · {h.usuario || '—'}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
