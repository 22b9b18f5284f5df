import type { DomainEvent } from '#shared/contract/events.ts';
import { impedimentoAnual, TRANSICIONES_ANUAL, type AccionAnual } from '#shared/rating-anual/estados.ts';
import type { Principal } from '../auth/principal.ts';
import { CertificadoAnual, guardarCertificadoAnual, type CertificadoAnualItem } from '../data/certificados-anuales.ts';
import type { WriteOp } from '../data/model/entity.ts';
import { transicionVersionada } from '../data/transicion-versionada.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { alcanceAnualDe, alcanzaAnual } from './alcance.ts';

export const ENTIDAD_ANUAL = 'certificado-anual';
export const NO_EXISTE = 'La cotización no existe.';

/** The annual quote the principal reaches (404 otherwise: another tenant's, another producer's, a deleted one). */
export const leerAnual = async (principal: Principal, id: number, consistent = false): Promise<CertificadoAnualItem> => {
  const c = await principal.db.get(CertificadoAnual, { id }, { consistent });
  if (!c || !alcanzaAnual(alcanceAnualDe(principal), c)) throw new NotFoundError(NO_EXISTE);
  return c;
};

type Cambiables = 'nroCertificado' | 'fechaEmision' | 'codigoVerificacion' | 'decision' | 'solicitudAprobacion' | 'eliminado';

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
export const transicionarAnual = (principal: Principal, id: number, accion: AccionAnual, t: TransicionAnual = {}) =>
  transicionVersionada<CertificadoAnualItem>(principal, {
    entidad: ENTIDAD_ANUAL,
    id,
    accion,
    leer: () => leerAnual(principal, id, true),
    comprobar: (c) => {
      if (t.autorizado && !t.autorizado(c)) throw new NotFoundError(NO_EXISTE);
      const impedimento = impedimentoAnual({ estado: c.estado, validaciones: c.oferta.validaciones.length }, accion);
      if (impedimento) throw new ConflictError(impedimento);
    },
    hacia: (c) => TRANSICIONES_ANUAL[accion].hacia ?? c.estado,
    cambios: t.cambios,
    guardar: guardarCertificadoAnual,
    cambioDeEstado: impedimentoAnual({ estado: -1, validaciones: 0 }, accion)!,
    detalle: t.detalle,
    evento: t.evento ? { tipo: t.evento, datos: eventoAnual } : undefined,
  });

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
