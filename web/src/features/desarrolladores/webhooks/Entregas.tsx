import { useState } from 'react';
import { Accordion, Badge, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import type { EstadoEntrega } from '#shared/contract/schemas/webhook.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { etiquetaEvento } from '#shared/webhooks/eventos.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { formatInteger } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { useMensajeEnIdioma } from '#web/lib/mensaje-en-idioma.ts';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { ConEstados } from '../comun/ConEstados.tsx';
import { useEntregas, useReenviarEntrega, type Endpoint, type Entrega } from './api.ts';

const COLOR: Record<EstadoEntrega, string> = { pendiente: 'yellow', entregada: 'green', fallida: 'red' };

/**
 * An endpoint's delivery log (issue 30 item 3): each delivery's state, attempts, the receiver's last
 * answer and the body posted, newest first, by pages; a delivered or failed one can be sent again.
 */
export function Entregas({ endpoint, onClose }: { endpoint: Endpoint | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      opened={endpoint !== null}
      onClose={onClose}
      title={t('webhooks.entregas.titulo')}
      size="xl"
      data-testid="webhook-entregas"
    >
      {endpoint ? <Registro endpoint={endpoint} /> : null}
    </Modal>
  );
}

function Registro({ endpoint }: { endpoint: Endpoint }) {
  const t = useT();
  // The cursors of the pages seen, so "previous" goes back without reading from the start.
  const [cursores, setCursores] = useState<(string | null)[]>([null]);
  const entregas = useEntregas(endpoint.id, cursores.at(-1) ?? null);
  const siguiente = entregas.data?.meta.nextCursor ?? null;
  const lista = entregas.data?.data ?? [];
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {endpoint.url}
      </Text>
      <ConEstados
        consulta={entregas}
        vacia={lista.length === 0}
        prefijo="webhook-entregas"
        textos={{
          cargando: t('webhooks.entregas.cargando'),
          error: t('webhooks.entregas.error'),
          vacio: t('webhooks.entregas.vacio'),
        }}
      >
        <Accordion variant="separated" chevronPosition="left">
          {lista.map((e) => (
            <FilaEntrega key={e.id} endpointId={endpoint.id} entrega={e} />
          ))}
        </Accordion>
      </ConEstados>
      <Group justify="space-between">
        <Button
          size="xs"
          variant="default"
          disabled={cursores.length < 2}
          onClick={() => setCursores((c) => c.slice(0, -1))}
          data-testid="webhook-entregas-anterior"
        >
          {t('webhooks.entregas.anterior')}
        </Button>
        <Button size="xs" variant="default" onClick={() => void entregas.refetch()} loading={entregas.isFetching}>
          {t('webhooks.entregas.actualizar')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!siguiente}
          onClick={() => setCursores((c) => [...c, siguiente])}
          data-testid="webhook-entregas-siguiente"
        >
          {t('webhooks.entregas.siguiente')}
        </Button>
      </Group>
    </Stack>
  );
}

function FilaEntrega({ endpointId, entrega }: { endpointId: string; entrega: Entrega }) {
  const t = useT();
  const locale = useLocale();
  const enIdioma = useMensajeEnIdioma();
  const reenviar = useReenviarEntrega();
  const ultimo = entrega.historial.at(-1);
  const onReenviar = async () => {
    try {
      await reenviar.mutateAsync({ endpointId, entregaId: entrega.id });
      toastSuccess(t('webhooks.toast.reenviada'));
    } catch (err) {
      toastError(isApiError(err) ? err.message : t('webhooks.toast.fallo'));
    }
  };
  return (
    <Accordion.Item value={entrega.id} data-testid="webhook-entrega" data-entrega={entrega.id}>
      <Accordion.Control>
        <Group gap="xs" wrap="wrap">
          <Badge color={COLOR[entrega.estado]} variant="light" data-testid="webhook-entrega-estado">
            {t(`webhooks.estado.${entrega.estado}`)}
          </Badge>
          <Text size="sm" fw={500}>
            {t(etiquetaEvento(entrega.tipo))}
          </Text>
          <Text size="sm" c="dimmed">
            {fechaHora(entrega.creada, locale)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('webhooks.entregas.intentos', { n: entrega.intentos })}
            {ultimo?.codigo ? ` · HTTP ${ultimo.codigo}` : ''}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          {entrega.proximoIntento ? (
            <Text size="sm">{t('webhooks.entregas.proximo', { fecha: fechaHora(entrega.proximoIntento, locale) })}</Text>
          ) : null}
          {entrega.historial.map((i) => (
            <Text key={i.fecha} size="sm" data-testid="webhook-intento">
              {fechaHora(i.fecha, locale)} · {i.codigo === null ? enIdioma(i.error ?? '') : `HTTP ${i.codigo}`} ·{' '}
              {t('webhooks.entregas.duracion', { ms: formatInteger(i.duracionMs, locale) })}
              {i.respuesta ? ` · ${i.respuesta.slice(0, 120)}` : ''}
            </Text>
          ))}
          <Text size="sm" fw={500}>
            {t('webhooks.entregas.cuerpo')}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {entrega.carga}
          </Code>
          {entrega.estado === 'pendiente' ? null : (
            <Group justify="flex-end">
              <Button
                size="xs"
                variant="light"
                loading={reenviar.isPending}
                onClick={() => void onReenviar()}
                data-testid="webhook-reenviar"
              >
                {t('webhooks.entregas.reenviar')}
              </Button>
            </Group>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
