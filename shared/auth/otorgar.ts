import type { TipoEmpresa } from '../contract/schemas/empresa.ts';
import { ROLE_IDS, ROLES, permissionsOf, type RoleId } from './roles.ts';

/** One company + role pair of a user, as stored and as the editor sends it. */
export interface EmpresaRol {
  idEmpresa: number;
  idRol: RoleId;
}

/**
 * Who may grant which role where: an administrator grants roles only on companies where they hold
 * the administrador role, and only roles whose permissions they hold there themselves. Without the
 * first half, an administrator of a producer could make an insurer user that approves their own
 * producers' excess requests; the second keeps a future role above administrador out of reach.
 */
export const puedeOtorgar = (autor: readonly EmpresaRol[], fila: EmpresaRol): boolean => {
  const propios = autor.filter((r) => r.idEmpresa === fila.idEmpresa).map((r) => r.idRol);
  if (!propios.includes('administrador')) return false;
  const tiene = new Set(permissionsOf(propios));
  return ROLES[fila.idRol].permisos.every((p) => tiene.has(p));
};

const ROLES_DE_CLIENTE: readonly RoleId[] = ['clienteAdministrador', 'clienteOperador', 'clienteConsultor'];

/**
 * Whether a role fits a company of this type: a client's company takes only the client roles and
 * the client roles fit nowhere else, so a client's user never holds a tenant-wide role and a broker's
 * user never becomes "a client" of its own company.
 */
export const rolAdmitidoEn = (tipo: TipoEmpresa, idRol: RoleId): boolean =>
  ROLES_DE_CLIENTE.includes(idRol) === (tipo === 'cliente');

export const ROL_NO_ADMITIDO = 'El rol no corresponde al tipo de empresa';

/** The roles the author may grant on one company of this type (none where they do not administer). */
export const rolesOtorgables = (autor: readonly EmpresaRol[], idEmpresa: number, tipo: TipoEmpresa): RoleId[] =>
  ROLE_IDS.filter((idRol) => rolAdmitidoEn(tipo, idRol) && puedeOtorgar(autor, { idEmpresa, idRol }));

/** The companies where the author may grant some role. */
export const empresasAdministradas = (autor: readonly EmpresaRol[]): number[] =>
  [...new Set(autor.map((r) => r.idEmpresa))].filter((idEmpresa) =>
    ROLE_IDS.some((idRol) => puedeOtorgar(autor, { idEmpresa, idRol })),
  );

const clave = (r: EmpresaRol) => `${r.idEmpresa}:${r.idRol}`;

/**
 * The pairs an edit adds or removes that the author may not grant. Pairs the user already had and
 * keeps are not the author's doing, so an administrator can edit a user who also works for a
 * company they do not administer without being able to change that part.
 */
export const cambiosNoOtorgables = (
  autor: readonly EmpresaRol[],
  antes: readonly EmpresaRol[],
  despues: readonly EmpresaRol[],
): EmpresaRol[] => {
  const a = new Set(antes.map(clave));
  const d = new Set(despues.map(clave));
  const cambiados = [...despues.filter((r) => !a.has(clave(r))), ...antes.filter((r) => !d.has(clave(r)))];
  return cambiados.filter((r) => !puedeOtorgar(autor, r));
};

/**
 * Whether the author may change a user's e-mail or estado: only when they administer every company of
 * the user. A new e-mail is a new owner of the account (a password reset away), so an administrator of
 * a producer must not be able to take over, or switch off, a user of an insurer.
 */
export const puedeEditarAcceso = (autor: readonly EmpresaRol[], usuario: readonly EmpresaRol[]): boolean => {
  const administradas = empresasAdministradas(autor);
  return usuario.every((r) => administradas.includes(r.idEmpresa));
};

export const ACCESO_NO_EDITABLE = 'Solo podés cambiar el e-mail o el estado de un usuario si administrás todas sus empresas.';

/** The refusal both the server and the editor show. */
export const NO_OTORGABLE =
  'Solo podés asignar o quitar roles en empresas que administrás, y nunca un rol con permisos que no tenés.';
