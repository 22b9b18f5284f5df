import type { Principal } from '../auth/principal.ts';
import { SolicitudSuscripcion, type SolicitudSuscripcionItem } from '../data/suscripciones.ts';
import { NotFoundError } from '../http/errors.ts';

export const NO_EXISTE = 'La solicitud no existe.';
export const ENTIDAD_SUSCRIPCION = 'solicitud-suscripcion';

/**
 * Who sees which requests: the tenant's underwriting desk (suscripcion.gestionar) all of them; anyone
 * else those of the company they work under. The same rule reads one and lists many.
 */
export type AlcanceSuscripcion = { tipo: 'todas' } | { tipo: 'empresa'; id: number };

export const alcanceSuscripcionDe = (p: Pick<Principal, 'permisos' | 'empresaId'>): AlcanceSuscripcion =>
  p.permisos.has('suscripcion.gestionar') ? { tipo: 'todas' } : { tipo: 'empresa', id: p.empresaId };

/** The side of the conversation a principal writes from. */
export const ladoDe = (p: Pick<Principal, 'permisos'>): 'suscripcion' | 'solicitante' =>
  p.permisos.has('suscripcion.gestionar') ? 'suscripcion' : 'solicitante';

export const nombreDe = (p: Pick<Principal, 'usuario'>) => `${p.usuario.nombre} ${p.usuario.apellido}`.trim() || p.usuario.email;

/** The request the principal reaches (404 otherwise: another company's, another tenant's). */
export const leerSolicitud = async (p: Principal, id: number, consistent = false): Promise<SolicitudSuscripcionItem> => {
  const s = await p.db.get(SolicitudSuscripcion, { id }, { consistent });
  const a = alcanceSuscripcionDe(p);
  if (!s || (a.tipo === 'empresa' && s.empresa.id !== a.id)) throw new NotFoundError(NO_EXISTE);
  return s;
};
