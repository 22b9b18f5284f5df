import { MAX_ENDPOINTS_POR_EMPRESA } from '#shared/contract/schemas/webhook.ts';
import { cargaDelEvento, empresasDelEvento } from '#shared/webhooks/contenido.ts';
import { eventoWebhookDe } from '#shared/webhooks/eventos.ts';
import { ConditionFailed, type TenantDb } from '../data/model/db.ts';
import { EndpointWebhook, EntregaWebhook, type EndpointWebhookItem } from '../data/webhooks.ts';
import type { Delivery } from '../subscribers/subscriber.ts';
import { encolarIntento, expiraEn, idEntrega } from './entregas.ts';

/**
 * Opens the delivery of one event for one endpoint and queues its first attempt. The bus may hand the
 * event over again (a retry after a later endpoint failed): the delivery exists then, and its first
 * attempt is queued again only while none has run, a second copy of the message standing aside at
 * the worker's claim.
 */
const abrir = async (
  db: TenantDb,
  tenant: string,
  endpoint: EndpointWebhookItem,
  entrega: { id: string; tipo: EndpointWebhookItem['eventos'][number]; carga: string },
) => {
  const key = { empresaId: endpoint.empresaId, endpointId: endpoint.id, id: entrega.id };
  const ahora = Date.now();
  try {
    await db.write(
      EntregaWebhook.create({
        ...key,
        tipo: entrega.tipo,
        carga: entrega.carga,
        estado: 'pendiente',
        intentos: 0,
        ventana: null,
        proximoIntento: null,
        enCurso: 'libre',
        historial: [],
        creada: new Date(ahora).toISOString(),
        expiraEn: expiraEn(ahora),
      }),
    );
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    const abierta = await db.get(EntregaWebhook, key, { consistent: true });
    if (abierta?.estado !== 'pendiente' || abierta.intentos > 0) return;
  }
  await encolarIntento({ tenant, empresaId: endpoint.empresaId, endpointId: endpoint.id, entregaId: entrega.id, intento: 1 });
};

/** The subscriber's body: each active endpoint subscribed to the event, of each company the event names. */
export const despacharWebhooks = async ({ id, time, tipo, detail, tenant, db }: Delivery) => {
  const evento = eventoWebhookDe(tipo);
  if (!evento) return { entregas: 0 };
  if (!id) throw new Error('an event without an id cannot be delivered once');
  const entregaId = idEntrega(id, time);
  const carga = JSON.stringify(cargaDelEvento(entregaId, evento, time, detail));
  let entregas = 0;
  for (const empresaId of empresasDelEvento(evento, detail)) {
    const { items } = await db.query(EndpointWebhook, 'primary', { empresaId }, { limit: MAX_ENDPOINTS_POR_EMPRESA + 1 });
    for (const endpoint of items.filter((e) => e.activo && e.eventos.includes(evento))) {
      await abrir(db, tenant.id, endpoint, { id: entregaId, tipo: evento, carga });
      entregas++;
    }
  }
  return { entregas };
};
