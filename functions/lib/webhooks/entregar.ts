import { findTenant } from '#shared/tenants/tenants.ts';
import { CABECERA_FIRMA, firmar } from '#shared/webhooks/firma.ts';
import { esperaEnCola, proximoIntento } from '#shared/webhooks/reintentos.ts';
import { ConditionFailed, TenantDb } from '../data/model/db.ts';
import { EndpointWebhook, EntregaWebhook, type EndpointWebhookItem, type EntregaWebhookItem } from '../data/webhooks.ts';
import { portsMode } from '../ports/adapters.ts';
import type { Recepcion } from '../workers/worker.ts';
import { encolarIntento, mensajeEntregaSchema, type MensajeEntrega } from './entregas.ts';
import { enviar, entregado, type Resultado } from './enviar.ts';

const HISTORIAL = 10;
/** A claim outlives the worker's 30 s timeout; past it, the claimer is dead and another message may take over. */
const RECLAMO_MS = 60_000;

/** Free, this message's own (a redelivery of the same message), or a dead claimer's. */
const reclamable = (enCurso: string, messageId: string, ahora: number) =>
  enCurso === 'libre' || enCurso.startsWith(`${messageId}@`) || Number(enCurso.slice(enCurso.lastIndexOf('@') + 1)) < ahora;
const sinIntento = (error: string): Resultado => ({ codigo: null, error, respuesta: '', duracionMs: 0 });

/** The attempt itself: the endpoint as it is now (deleted or paused ends the delivery), signed with its secrets. */
const intentar = async (
  db: TenantDb,
  e: EntregaWebhookItem,
  ahora: number,
): Promise<{ resultado: Resultado; sigue: boolean }> => {
  const endpoint: EndpointWebhookItem | undefined = await db.get(
    EndpointWebhook,
    { empresaId: e.empresaId, id: e.endpointId },
    { consistent: true },
  );
  if (!endpoint) return { resultado: sinIntento('El endpoint fue eliminado.'), sigue: false };
  if (!endpoint.activo) return { resultado: sinIntento('El endpoint está pausado: reenviala al reactivarlo.'), sigue: false };
  const cabeceras = {
    [CABECERA_FIRMA]: firmar(
      e.carga,
      endpoint.secretos.map((s) => s.valor),
      Math.floor(ahora / 1000),
    ),
    'Portal-Entrega': e.id,
    'Portal-Evento': e.tipo,
    'Portal-Intento': String(e.intentos + 1),
    'user-agent': 'PortalCarga-Webhooks/1',
  };
  return { resultado: await enviar(endpoint.url, e.carga, cabeceras, portsMode() === 'local'), sigue: true };
};

/**
 * The worker's body for one message, the attempt number `m.intento` of a delivery (record 0171). SQS
 * may hand a message over twice and the subscriber may queue a first attempt twice: the attempt is
 * claimed for a minute by the message's id before posting, so a second copy stands aside, and the
 * outcome is recorded only by the claim's holder; a claim whose holder died expires. A redelivered
 * message whose outcome was already recorded queues the next attempt again, in case that was what failed.
 */
export const entregarWebhook = async (mensaje: unknown, { messageId, vez }: Recepcion): Promise<string> => {
  const m: MensajeEntrega = mensajeEntregaSchema.parse(mensaje);
  const tenant = findTenant(m.tenant);
  if (!tenant) return 'tenant-desconocido';
  const db = new TenantDb(tenant.id);
  const key = { empresaId: m.empresaId, endpointId: m.endpointId, id: m.entregaId };
  const e = await db.get(EntregaWebhook, key, { consistent: true });
  if (e?.estado !== 'pendiente') return 'cerrada';
  if (e.intentos === m.intento && vez > 1 && e.proximoIntento !== null) {
    await encolarIntento({ ...m, intento: m.intento + 1 }, esperaEnCola(e.proximoIntento, Date.now()));
    return 'reencolada';
  }
  if (e.intentos !== m.intento - 1) return 'obsoleta';
  const ahora = Date.now();
  if (e.proximoIntento !== null && e.proximoIntento > ahora) {
    await encolarIntento(m, esperaEnCola(e.proximoIntento, ahora));
    return 'esperando';
  }
  if (!reclamable(e.enCurso, messageId, ahora)) return 'en-curso';
  const reclamo = `${messageId}@${ahora + RECLAMO_MS}`;
  try {
    await db.write(
      EntregaWebhook.update(key, { set: { enCurso: reclamo } }, { when: { enCurso: e.enCurso, intentos: e.intentos } }),
    );
  } catch (err) {
    if (err instanceof ConditionFailed) return 'en-curso';
    throw err;
  }

  const { resultado, sigue } = await intentar(db, e, ahora);
  const intentos = e.intentos + 1;
  const ventana = e.ventana ?? { desde: ahora, intentosPrevios: e.intentos };
  const ok = entregado(resultado);
  const proximo = ok || !sigue ? null : proximoIntento(intentos - ventana.intentosPrevios, ventana.desde, Date.now());
  const estado = ok ? 'entregada' : proximo === null ? 'fallida' : 'pendiente';
  const historial = [...e.historial, { fecha: new Date(ahora).toISOString(), ...resultado }].slice(-HISTORIAL);
  await db.write(
    EntregaWebhook.update(
      key,
      { set: { intentos, ventana, proximoIntento: proximo, estado, enCurso: 'libre', historial } },
      { when: { enCurso: reclamo, intentos: e.intentos } },
    ),
  );
  if (proximo !== null) await encolarIntento({ ...m, intento: m.intento + 1 }, esperaEnCola(proximo, Date.now()));
  return estado;
};
