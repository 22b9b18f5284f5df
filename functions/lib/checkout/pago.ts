import { intencionDePago, MAX_INTENCIONES, vencida } from '#shared/checkout/intencion.ts';
import { vigenciaEmbarcacion } from '#shared/checkout/poliza.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { guardarCotizacionEmbarcacion, type CotizacionEmbarcacionItem } from '../data/embarcaciones.ts';
import { numberInTransaction } from '../data/model/counters.ts';
import { ConditionFailed, type TenantDb } from '../data/model/db.ts';
import { nuevaVerificacion } from '../data/verificaciones.ts';
import { auditar } from '../data/plataforma.ts';
import { ConflictError, HttpError } from '../http/errors.ts';
import { log } from '../http/logger.ts';
import { billetera } from '../ports/billetera.ts';
import { publishEvent } from '../ports/eventos.ts';
import { urlPortal } from '../viajes/verificacion.ts';
import { ENTIDAD_EMBARCACION, leerCotizacionEmbarcacion } from './cotizacion.ts';

interface Llamante {
  db: TenantDb;
  tenant: Tenant;
}

const BILLETERA = { id: 'billetera' };
export const YA_PAGADA = 'La cotización ya está pagada.';
const CAMBIO = 'La cotización cambió mientras se procesaba: volvé a intentar.';
export const BILLETERA_NO_RESPONDE = 'La billetera de pagos no respondió. Volvé a intentar en unos minutos.';

const motivo = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err));

/**
 * The open intention of a pending quote: the current one while it lasts, a new one (with the
 * provider, ARS, 6 minutes, the quote's id) when there is none or it expired. A paid quote is never
 * charged again (409); of two clicks at once one writes the intention and the other is told to retry.
 */
export const abrirIntencion = async ({ db, tenant }: Llamante, q: CotizacionEmbarcacionItem) => {
  if (q.estado === 'pagada') throw new ConflictError(YA_PAGADA);
  const ahora = new Date();
  if (q.intencion && !vencida(q.intencion, ahora)) return q;
  if (q.intenciones.length >= MAX_INTENCIONES)
    throw new ConflictError('Se alcanzó el máximo de intentos de pago de esta cotización.');
  const pedido = intencionDePago(q, ahora);
  // A provider that fails or does not answer in the request's time (the adapter's budget) is a clear 502.
  const creada = await (
    await billetera()
  )
    .crearIntencion(pedido, { webhookUrl: urlPortal(tenant, '/v1/checkout/webhook') })
    .catch((err: unknown) => {
      log.warn('wallet intention not created', { cotizacion: q.id, error: motivo(err) });
      throw new HttpError(502, BILLETERA_NO_RESPONDE);
    });
  const nueva: CotizacionEmbarcacionItem = {
    ...q,
    intencion: { id: creada.id, qr: creada.qr, urlPago: creada.urlPago, expira: pedido.expirationDate },
    intenciones: [...q.intenciones, creada.id],
    rechazo: null,
    version: q.version + 1,
  };
  try {
    await db.write([
      ...guardarCotizacionEmbarcacion(q, nueva),
      ...auditar({
        entidad: ENTIDAD_EMBARCACION,
        id: q.id,
        accion: 'intencion',
        por: BILLETERA,
        detalle: { intencion: creada.id },
      }),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw new ConflictError(CAMBIO);
    throw err;
  }
  return nueva;
};

/**
 * Pays a pending quote for an intention it had, once: the policy number from its own sequence and its
 * public verification code in the same conditional write, its period a year from now; a second notice (or a status query after the webhook) finds it paid and
 * changes nothing. An intention the quote never had pays nothing.
 */
export const confirmarPago = async ({ db, tenant }: Llamante, id: string, intencionId: string) => {
  for (let intento = 1; intento <= 5; intento++) {
    const q = await leerCotizacionEmbarcacion(db, id, true);
    if (q.estado === 'pagada' || !q.intenciones.includes(intencionId)) return q;
    const { numero, ops } = await numberInTransaction(db, 'poliza-embarcacion');
    const verificacion = nuevaVerificacion('embarcacion', q.id);
    const fecha = new Date().toISOString();
    const pagada: CotizacionEmbarcacionItem = {
      ...q,
      estado: 'pagada',
      intencion: null,
      rechazo: null,
      poliza: { numero: `EMB-${String(numero).padStart(8, '0')}`, fecha, intencionId, vigencia: vigenciaEmbarcacion(fecha) },
      codigoVerificacion: verificacion.codigo,
      version: q.version + 1,
    };
    try {
      await db.write([
        ...ops,
        ...verificacion.ops,
        ...guardarCotizacionEmbarcacion(q, pagada),
        ...auditar({
          entidad: ENTIDAD_EMBARCACION,
          id: q.id,
          accion: 'pagar',
          por: BILLETERA,
          desde: q.estado,
          hacia: pagada.estado,
          detalle: { intencion: intencionId, poliza: pagada.poliza!.numero },
        }),
      ]);
    } catch (err) {
      if (err instanceof ConditionFailed) continue;
      throw err;
    }
    await publishEvent(tenant.id, 'PolizaEmbarcacionPagada', { id: q.id, ramo: 'embarcacion', version: pagada.version });
    return pagada;
  }
  throw new ConflictError(CAMBIO);
};

/**
 * A rejected payment closes its intention, so the visitor can pay again, and is remembered so the
 * page says it was rejected; a lost race leaves it to the winner.
 */
export const cerrarIntencion = async ({ db }: Llamante, id: string, intencionId: string) => {
  const q = await leerCotizacionEmbarcacion(db, id, true);
  if (q.estado !== 'pendiente' || q.intencion?.id !== intencionId) return q;
  const cerrada = { ...q, intencion: null, rechazo: { intencionId, fecha: new Date().toISOString() }, version: q.version + 1 };
  try {
    await db.write(guardarCotizacionEmbarcacion(q, cerrada));
    return cerrada;
  } catch (err) {
    if (err instanceof ConditionFailed) return leerCotizacionEmbarcacion(db, id, true);
    throw err;
  }
};

/**
 * A pending quote with an open intention asks the wallet how it went: the status query of issue 15. The
 * page polls it, so a wallet that does not answer in time leaves the quote as it is for the next poll
 * (the webhook pays it meanwhile) rather than failing the page.
 */
export const sincronizarPago = async (llamante: Llamante, q: CotizacionEmbarcacionItem) => {
  if (q.estado !== 'pendiente' || !q.intencion) return q;
  const intencion = q.intencion.id;
  const estado = await (await billetera()).estado(intencion).catch((err: unknown) => {
    log.warn('wallet state not read', { cotizacion: q.id, intencion, error: motivo(err) });
    return null;
  });
  if (!estado) return q;
  if (estado === 'aprobada') return confirmarPago(llamante, q.id, q.intencion.id);
  return estado === 'rechazada' ? cerrarIntencion(llamante, q.id, q.intencion.id) : q;
};
