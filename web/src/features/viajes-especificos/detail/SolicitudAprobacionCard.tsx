import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Certificado } from '#shared/contract/schemas/viaje-especifico.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';

type Solicitud = NonNullable<Certificado['solicitudAprobacion']>;

/** The approval request of a certificate: answers, containers, observation and the insurer's decision. */
export function SolicitudAprobacionCard({ solicitud, simbolo }: { solicitud: Solicitud; simbolo: string }) {
  const t = useT();
  const d = solicitud.decision;
  return (
    <Card withBorder radius="md" data-testid="solicitud-aprobacion">
      <Stack gap="sm">
        <Title order={5}>{t('veDetalle.solicitud.title')}</Title>
        {solicitud.respuestas.length ? (
          <Stack gap={6}>
            {solicitud.respuestas.map((r, i) => (
              <div key={`${i}-${r.pregunta}`} data-testid="solicitud-respuesta">
                <Text size="xs" c="dimmed">
                  {r.pregunta}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {r.respuesta || '—'}
                </Text>
              </div>
            ))}
          </Stack>
        ) : null}
        {solicitud.contenedores.length ? (
          <Table withTableBorder striped data-testid="solicitud-contenedores">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('veDetalle.solicitud.contenedorTipo')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('veDetalle.solicitud.contenedorValor')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {solicitud.contenedores.map((c, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{c.tipo}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{`${simbolo} ${formatNumber(c.valor)}`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <div>
          <Text size="xs" c="dimmed">
            {t('veDetalle.solicitud.observacion')}
          </Text>
          <Text size="sm">{solicitud.observacion || '—'}</Text>
        </div>
        <div data-testid="solicitud-decision">
          <Text size="xs" c="dimmed">
            {t('veDetalle.solicitud.decision')}
          </Text>
          {d ? (
            <Stack gap={2}>
              <Group gap="xs">
                <Badge color={d.resultado === 'aprobado' ? 'green' : 'red'} variant="light">
                  {t(d.resultado === 'aprobado' ? 'veDetalle.solicitud.aprobada' : 'veDetalle.solicitud.rechazada')}
                </Badge>
                <Text size="xs" c="dimmed">
                  {fechaHora(d.fecha)} · {d.usuario}
                </Text>
              </Group>
              {d.observaciones ? <Text size="sm">{d.observaciones}</Text> : null}
            </Stack>
          ) : (
            <Text size="sm">{t('veDetalle.solicitud.pendiente')}</Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}
