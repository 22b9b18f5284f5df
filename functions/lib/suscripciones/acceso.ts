import type { Permission } from '#shared/auth/permissions.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import type { SolicitudItemDe } from '../data/suscripciones.ts';
import { ForbiddenError, NotFoundError } from '../http/errors.ts';
import type { TipoSolicitud } from './tipo.ts';

export const NO_EXISTE = 'La solicitud no existe.';
export const NO_HABILITADO = 'Este portal no ofrece este producto.';

/**
 * A tenant whose menu hides the kind (its flag off) reaches none of its operations either: the SPA's
 * route gate is not the only one.
 */
export const exigirHabilitado = (t: { habilitado?: (tenant: Tenant) => boolean }, p: Pick<Principal, 'tenant'>) => {
  if (t.habilitado && !t.habilitado(p.tenant)) throw new ForbiddenError(NO_HABILITADO);
};

/**
 * Who sees which requests: the kind's desk (its `gestionar` permission) all of the tenant's; anyone
 * else those of the company they work under. The same rule reads one and lists many.
 */
export type AlcanceSuscripcion = { tipo: 'todas' } | { tipo: 'empresa'; id: number };

export const alcanceSuscripcionDe = (
  t: { gestionar: Permission },
  p: Pick<Principal, 'permisos' | 'empresaId'>,
): AlcanceSuscripcion => (p.permisos.has(t.gestionar) ? { tipo: 'todas' } : { tipo: 'empresa', id: p.empresaId });

/** The side of the conversation a principal writes from. */
export const ladoDe = (t: { gestionar: Permission }, p: Pick<Principal, 'permisos'>): 'suscripcion' | 'solicitante' =>
  p.permisos.has(t.gestionar) ? 'suscripcion' : 'solicitante';

export const nombreDe = (p: Pick<Principal, 'usuario'>) => `${p.usuario.nombre} ${p.usuario.apellido}`.trim() || p.usuario.email;

/** The request the principal reaches (404 otherwise: another company's, another tenant's). */
export const leerSolicitud = async <S, R extends { sumaAsegurada: number }, F>(
  t: TipoSolicitud<S, R, F>,
  p: Principal,
  id: number,
  consistent = false,
): Promise<SolicitudItemDe<S>> => {
  exigirHabilitado(t, p);
  const s = (await p.db.get(t.datos.Solicitud, { id }, { consistent })) as SolicitudItemDe<S> | undefined;
  const a = alcanceSuscripcionDe(t, p);
  if (!s || (a.tipo === 'empresa' && s.empresa.id !== a.id)) throw new NotFoundError(NO_EXISTE);
  return s;
};
