import type { DomainEvent } from '#shared/contract/events.ts';
import { impedimentoAnual, TRANSICIONES_ANUAL, type AccionAnual } from '#shared/rating-anual/estados.ts';
import type { Principal } from '../auth/principal.ts';
import { CertificadoAnual, guardarCertificadoAnual, type CertificadoAnualItem } from '../data/certificados-anuales.ts';
import { ConditionFailed } from '../data/model/db.ts';
import type { WriteOp } from '../data/model/entity.ts';
import { auditar } from '../data/plataforma.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { publishEvent } from '../ports/eventos.ts';
import { alcanceAnualDe, alcanzaAnual } from './alcance.ts';

export const ENTIDAD_ANUAL = 'certificado-anual';
export const NO_EXISTE = 'La cotización no existe.';
const OCUPADO = 'Se están emitiendo otros certificados en este momento: volvé a intentar.';
const MAX_INTENTOS = 5;

/** The annual quote the principal reaches (404 otherwise: another tenant's, another producer's, a deleted one). */
export const leerAnual = async (principal: Principal, id: number, consistent = false): Promise<CertificadoAnualItem> => {
  const c = await principal.db.get(CertificadoAnual, { id }, { consistent });
  if (!c || !alcanzaAnual(alcanceAnualDe(principal), c)) throw new NotFoundError(NO_EXISTE);
  return c;
};

type Cambiables = 'nroCertificado' | 'fechaEmision' | 'decision' | 'solicitudAprobacion' | 'eliminado';

export interface TransicionAnual {
  /** Who may act beyond reaching the quote (the insurer's decisions); false answers 404. */
  autorizado?: (c: CertificadoAnualItem) => boolean;
  cambios?: (c: CertificadoAnualItem) => Promise<{ set: Partial<Pick<CertificadoAnualItem, Cambiables>>; ops?: WriteOp[] }>;
  detalle?: Record<string, unknown>;
  evento?: DomainEvent;
}

/**
 * One change of an annual quote: read it consistently, check scope, state and the action's rule
 * (shared/rating-anual/estados.ts), write the new version conditional on the state and version read
 * (of two concurrent changes one wins, the other gets 409), audit it in the same transaction and
 * announce it (`ramo: 'anual'`, so the documents function renders its paper).
 */
export const transicionarAnual = async (principal: Principal, id: number, accion: AccionAnual, t: TransicionAnual = {}) => {
  const { db, tenant, usuario } = principal;
  for (let intento = 1; ; intento++) {
    const c = await leerAnual(principal, id, true);
    if (t.autorizado && !t.autorizado(c)) throw new NotFoundError(NO_EXISTE);
    const impedimento = impedimentoAnual({ estado: c.estado, validaciones: c.oferta.validaciones.length }, accion);
    if (impedimento) throw new ConflictError(impedimento);
    const { set, ops = [] } = t.cambios ? await t.cambios(c) : { set: {} };
    const hacia = TRANSICIONES_ANUAL[accion].hacia ?? c.estado;
    const nuevo: CertificadoAnualItem = {
      ...c,
      ...set,
      estado: hacia,
      fechaEstado: hacia === c.estado ? c.fechaEstado : new Date().toISOString(),
      version: c.version + 1,
    };
    try {
      await db.write([
        ...ops,
        ...guardarCertificadoAnual(c, nuevo),
        ...auditar({
          entidad: ENTIDAD_ANUAL,
          id,
          accion,
          por: usuario,
          desde: c.estado,
          hacia: nuevo.estado,
          detalle: t.detalle,
        }),
      ]);
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      // A race lost on its own writes (a number) is retried; one lost on the quote reads it again and answers 409.
      if (intento >= MAX_INTENTOS)
        throw new ConflictError(ops.length ? OCUPADO : impedimentoAnual({ estado: -1, validaciones: 0 }, accion)!);
      continue;
    }
    if (t.evento) await publishEvent(tenant.id, t.evento, eventoAnual(nuevo));
    return nuevo;
  }
};

/** What every annual event carries: enough for the documents function and for a subscriber to route it. */
export const eventoAnual = (c: CertificadoAnualItem) => ({
  id: c.id,
  ramo: 'anual',
  version: c.version,
  estado: c.estado,
  nroCertificado: c.nroCertificado,
  aseguradoraId: c.oferta.cobertura.idAseguradora,
  productorId: c.productor.id,
  prima: c.oferta.prima.monto,
  premio: c.oferta.premio.monto,
  moneda: c.oferta.prima.moneda.id,
});
