import type { Permission } from '#shared/auth/permissions.ts';
import type { TipoDeclaracion } from '#shared/declaraciones/estados.ts';
import { tipoDeId } from '#shared/declaraciones/periodo.ts';
import type { Principal } from '../auth/principal.ts';
import { Declaracion, type DeclaracionItem } from '../data/declaraciones.ts';
import { ForbiddenError, NotFoundError } from '../http/errors.ts';

/** The permission that reads each type (spec 3 §2.9: partners need sales, insurers purchase declarations). */
export const PERMISO_CONSULTA: Record<TipoDeclaracion, Permission> = {
  venta: 'declaracionesVenta.consultar',
  tecnica: 'declaracionesCompra.consultar',
};

/**
 * Which declarations of a type a principal reaches: the administration (who edits policies) all;
 * an insurer's staff its technical ones; any other company the sales declarations of what it issued.
 * Without the type's permission, or a technical declaration outside an insurer: 403.
 */
export type AlcanceDeclaraciones = { tipo: 'todos' } | { tipo: 'parte'; id: number };

export const alcanceDeclaraciones = (p: Pick<Principal, 'empresa' | 'permisos'>, tipo: TipoDeclaracion): AlcanceDeclaraciones => {
  if (!p.permisos.has(PERMISO_CONSULTA[tipo])) throw new ForbiddenError();
  if (p.empresa.tipo === 'aseguradora') {
    if (tipo === 'tecnica') return { tipo: 'parte', id: p.empresa.id };
    throw new ForbiddenError();
  }
  if (p.permisos.has('polizas.editar')) return { tipo: 'todos' };
  if (tipo === 'tecnica') throw new ForbiddenError();
  return { tipo: 'parte', id: p.empresa.id };
};

export const alcanzaDeclaracion = (a: AlcanceDeclaraciones, d: Pick<DeclaracionItem, 'parteId'>): boolean =>
  a.tipo === 'todos' || d.parteId === a.id;

export const NO_EXISTE = 'La declaración no existe.';

/** A declaration the caller reaches (its type's permission and scope), read consistently; else 404 (or 403 without the permission). */
export const declaracionDelCaller = async (principal: Principal, id: string): Promise<DeclaracionItem> => {
  const a = alcanceDeclaraciones(principal, tipoDeId(id));
  const d = await principal.db.get(Declaracion, { id }, { consistent: true });
  if (!d || !alcanzaDeclaracion(a, d)) throw new NotFoundError(NO_EXISTE);
  return d;
};
