import { puedeEditarAcceso, type EmpresaRol } from '#shared/auth/otorgar.ts';
import type { RoleId } from '#shared/auth/roles.ts';
import type { Empresa } from '#shared/contract/schemas/empresa.ts';

/** A permission row as the editor holds it: either half may still be empty. */
export interface PermisoRow {
  idEmpresa?: number | null | undefined;
  idRol?: string | null | undefined;
}

/** Company option text (spec 1 §2.2): 'id - (cif) - nombre'. */
export const empresaLabel = (e: Pick<Empresa, 'id' | 'cif' | 'nombre'>): string => `${e.id} - (${e.cif}) - ${e.nombre}`;

export const rowIsComplete = (row: PermisoRow | undefined): boolean => Boolean(row?.idEmpresa && row.idRol);

/**
 * The companies a row may not choose (spec 1 §4): those chosen in the other rows; the row's own
 * choice stays offered.
 */
export const empresasTomadas = (rows: readonly PermisoRow[], index: number): number[] =>
  rows.flatMap((r, i) => (i !== index && r.idEmpresa ? [r.idEmpresa] : []));

/** The add button shows only while there are fewer rows than companies (spec 1 §4). */
export const showAddRow = (rows: readonly PermisoRow[], empresasCount: number): boolean => rows.length < empresasCount;

/** A row cannot be added while an existing row is invalid (spec 1 §4). */
export const canAddRow = (rows: readonly PermisoRow[], empresasCount: number): boolean =>
  showAddRow(rows, empresasCount) && rows.every(rowIsComplete);

/** A user's pairs as the API reads them back (me, a user, a list row), in the shape the grant rules take. */
export const paresEmpresaRol = (empresas: readonly { empresa: { id: number }; rol: { id: RoleId } }[]): EmpresaRol[] =>
  empresas.map((e) => ({ idEmpresa: e.empresa.id, idRol: e.rol.id }));

/**
 * Whether the list offers Activar / Desactivar on a user: never on one's own row (the server refuses
 * self-deactivation) and only where the author administers every company of the user, as the server
 * checks.
 */
export const puedeCambiarEstado = (
  autor: { id: number; empresas: readonly EmpresaRol[] },
  usuario: { id: number; empresas: readonly EmpresaRol[] },
): boolean => autor.id !== usuario.id && puedeEditarAcceso(autor.empresas, usuario.empresas);

/**
 * The companies whose users the list offers (issue 27 item 1): those where the user holds
 * usuarios.ver, once each, as the server scopes the list.
 */
export const empresasConUsuarios = <E extends { id: number }>(
  empresas: readonly { empresa: E; permisos: readonly string[] }[],
): E[] => {
  const porId = new Map<number, E>();
  for (const e of empresas)
    if (e.permisos.includes('usuarios.ver') && !porId.has(e.empresa.id)) porId.set(e.empresa.id, e.empresa);
  return [...porId.values()];
};
