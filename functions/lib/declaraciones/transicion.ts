import { puedeDeclaracion, trasAccion, type AccionDeclaracion } from '#shared/declaraciones/estados.ts';
import type { Liquidacion } from '#shared/declaraciones/liquidacion.ts';
import { randomUUID } from 'node:crypto';
import { diaNegocio } from '#shared/declaraciones/periodo.ts';
import { CambioDeclaracion, Declaracion, type DeclaracionItem, type FacturaItem, type PagoItem } from '../data/declaraciones.ts';
import { ConditionFailed, type TenantDb } from '../data/model/db.ts';
import type { WriteOp } from '../data/model/entity.ts';
import { auditar } from '../data/plataforma.ts';
import { ConflictError } from '../http/errors.ts';
import { publishEvent } from '../ports/eventos.ts';
import { detalleEvento, EVENTO_DE_ACCION } from './evento.ts';

export const ENTIDAD_DECLARACION = 'declaracion';

export const NO_PERMITIDA = 'La declaración no está en un estado que permita esta acción.';
export const CAMBIO_CONCURRENTE = 'La declaración cambió mientras tanto: volvé a cargarla.';

export interface Transicion {
  accion: AccionDeclaracion;
  /** Attributes the action sets besides state, paid flag and version (invoice, proofs, sums, ...). */
  cambios?: Partial<DeclaracionItem>;
  /** Who: a user, or null for a job. */
  por: { id: number | string; email: string } | null;
  ahora?: string;
  /** The invoice or proof the event reports. */
  factura?: FacturaItem | null;
  pago?: PagoItem | null;
  /** A payment confirmation's amounts: audited and reported. */
  liquidacion?: Liquidacion;
  /** More writes of the same transaction (the files' moves are done before; this is for items). */
  ops?: WriteOp[];
}

/**
 * Every change of a declaration, from a screen or a job: allowed by the state machine, written on
 * the state and version read (of two at once, one wins and the other gets 409), audited in the same
 * transaction, and then reported to finance on the bus. The answer is the declaration as written.
 */
export const transicionar = async (db: TenantDb, d: DeclaracionItem, t: Transicion): Promise<DeclaracionItem> => {
  const ahora = t.ahora ?? new Date().toISOString();
  if (!puedeDeclaracion(d, t.accion, ahora)) throw new ConflictError(NO_PERMITIDA);
  const { estado, pagada } = trasAccion(d, t.accion);
  const next: DeclaracionItem = {
    ...d,
    ...t.cambios,
    estado,
    pagada,
    fechaEstado: estado !== d.estado ? ahora : d.fechaEstado,
    version: d.version + 1,
  };
  const evento = EVENTO_DE_ACCION[t.accion];
  try {
    await db.write([
      ...Declaracion.put(next, { previous: d, when: { estado: d.estado, version: d.version } }),
      ...auditar({
        entidad: ENTIDAD_DECLARACION,
        id: d.id,
        accion: t.accion,
        por: t.por ?? { id: 'sistema' },
        desde: d.estado,
        hacia: estado,
        detalle: { evento, ...(pagada !== d.pagada ? { pagada } : {}), ...(t.liquidacion ? { liquidacion: t.liquidacion } : {}) },
      }),
      ...CambioDeclaracion.create({ dia: diaNegocio(ahora), fecha: ahora, id: d.id, evento, rand: randomUUID().slice(0, 8) }),
      ...(t.ops ?? []),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw new ConflictError(CAMBIO_CONCURRENTE);
    throw err;
  }
  await publishEvent(
    db.tenant,
    evento,
    detalleEvento(next, evento, ahora, t.por, {
      factura: t.factura,
      pago: t.pago,
      liquidacion: t.liquidacion,
    }),
  );
  return next;
};
