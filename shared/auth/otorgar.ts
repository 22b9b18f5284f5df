import type { TipoEmpresa } from '../contract/schemas/empresa.ts';
import { ROLE_IDS, ROLES, permissionsOf, type RoleId } from './roles.ts';

/** One company + role pair of a user, as stored and as the editor sends it. */
export interface EmpresaRol {
  idEmpresa: number;
  idRol: RoleId;
}

const permisosEn = (autor: readonly EmpresaRol[], idEmpresa: number) =>
  new Set(permissionsOf(autor.filter((r) => r.idEmpresa === idEmpresa).map((r) => r.idRol)));

/**
 * Who administers a company's users: who holds `usuarios.editar` there (the tenant's administrador
 * on its companies, a client's clienteAdministrador on its client's company).
 */
export const administra = (autor: readonly EmpresaRol[], idEmpresa: number): boolean =>
  permisosEn(autor, idEmpresa).has('usuarios.editar');

/**
 * Who may grant which role where: an administrator grants roles only on companies they administer,
 * and only roles whose permissions they hold there themselves. Without the first half, an
 * administrator of a producer could make an insurer user that approves their own producers' excess
 * requests; the second keeps a future role above administrador out of reach (and a client's
 * administrator to the client roles).
 */
export const puedeOtorgar = (autor: readonly EmpresaRol[], fila: EmpresaRol): boolean => {
  const tiene = permisosEn(autor, fila.idEmpresa);
  return tiene.has('usuarios.editar') && ROLES[fila.idRol].permisos.every((p) => tiene.has(p));
};

/**
 * The companies whose users the author sees (issue 27 item 1): those where they hold `usuarios.ver`
 * (an administrator's, and a back-office operator's own company). Users are listed and read only
 * through one of these, so a client's administrator never reads the broker's or the insurer's staff.
 */
export const empresasVisibles = (autor: readonly EmpresaRol[]): number[] =>
  [...new Set(autor.map((r) => r.idEmpresa))].filter((idEmpresa) => permisosEn(autor, idEmpresa).has('usuarios.ver'));

/** Whether the author reads this user: they share a company whose users the author sees. */
export const puedeVerUsuario = (autor: readonly EmpresaRol[], usuario: readonly EmpresaRol[]): boolean =>
  usuario.some((r) => permisosEn(autor, r.idEmpresa).has('usuarios.ver'));

/**
 * Whether the author edits this user at all: they administer one of the user's companies. What they
 * may change there is cambiosNoOtorgables' and puedeEditarAcceso's rule.
 */
export const puedeEditarUsuario = (autor: readonly EmpresaRol[], usuario: readonly EmpresaRol[]): boolean =>
  usuario.some((r) => administra(autor, r.idEmpresa));

/** The 403 of a users list asked for a company whose users the author does not see. */
export const EMPRESA_NO_VISIBLE = 'Solo podés ver los usuarios de las empresas que administrás.';

/** A user outside the author's companies answers as one that does not exist. */
export const USUARIO_INEXISTENTE = 'El usuario no existe.';

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
