import type { EmpresaRol } from '#shared/auth/otorgar.ts';
import type { Principal } from '#lib/auth/principal.ts';
import { ConflictError } from '#lib/http/errors.ts';
import type { WriteOp } from '#lib/data/model/entity.ts';
import { nextNumber } from '#lib/data/model/counters.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar, type Cambio } from '#lib/data/plataforma.ts';
import { borrarUsuario, guardarUsuario, UsuarioEmail, type UsuarioItem } from '#lib/data/usuarios.ts';
import { createLogin, EMAIL_EN_USO } from '#lib/identity/logins.ts';

export interface DatosUsuario {
  nombre: string;
  apellido: string;
  email: string;
  paisId: number;
  empresas: EmpresaRol[];
  /** A user a partner's SSO provisions: who vouches for it. */
  sso?: { emisor: string; sub: string };
}

/**
 * Creates a portal user: the rows (user, memberships, e-mail reservation, audit and the caller's
 * `junto` writes) in one transaction, then the sign-in. When Cognito refuses, the rows are undone
 * (`deshacer` with them) so the e-mail can be used again. Whether the author may grant those roles is
 * the caller's check: it runs before this. `invitar` false creates the sign-in without the e-mail.
 */
export const crearUsuario = async (
  { db, tenant, usuario: autor }: Pick<Principal, 'db' | 'tenant'> & { usuario: Cambio['por'] },
  datos: DatosUsuario,
  opciones: { invitar?: boolean; junto?: (id: number) => { escribir: WriteOp[]; deshacer: WriteOp[] } } = {},
): Promise<UsuarioItem> => {
  if (await db.get(UsuarioEmail, { email: datos.email.toLowerCase() })) throw new ConflictError(EMAIL_EN_USO);
  const now = new Date().toISOString();
  const nuevo: UsuarioItem = {
    id: await nextNumber(db, 'usuario'),
    ...datos,
    // A new user starts active (spec 1 §3.1: estado is not sent); cambiar-estado-usuario switches it.
    estado: true,
    version: 1,
    creado: now,
    modificado: now,
  };
  const junto = opciones.junto?.(nuevo.id) ?? { escribir: [], deshacer: [] };
  try {
    await db.write([
      ...guardarUsuario(null, nuevo),
      ...auditar({ entidad: 'usuario', id: nuevo.id, accion: 'crear', por: autor, hacia: { estado: nuevo.estado } }),
      ...junto.escribir,
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw new ConflictError(EMAIL_EN_USO);
    throw err;
  }
  try {
    await createLogin({ ...nuevo, tenant: tenant.id }, opciones.invitar ?? true);
  } catch (err) {
    // No sign-in, no user: undo the rows so the e-mail can be used again.
    await db.write([...borrarUsuario(nuevo), ...junto.deshacer]);
    throw err;
  }
  return nuevo;
};
