import { cambiarEstadoUsuario } from '#shared/contract/operations/usuarios.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ACCESO_NO_EDITABLE, puedeEditarAcceso, puedeEditarUsuario, USUARIO_INEXISTENTE } from '#shared/auth/otorgar.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '#lib/http/errors.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { CAMBIO_CONCURRENTE, guardarUsuario, toUsuario, Usuario, type UsuarioItem } from '#lib/data/usuarios.ts';
import { restaurarLogin } from '#lib/identity/login-vigente.ts';
import { setLoginEnabled } from '#lib/identity/logins.ts';

/**
 * Activates or deactivates a user: a deactivated user cannot sign in (Cognito) and every API call of
 * theirs is refused (the principal is read fresh on each request). The body is the state wanted, not
 * a toggle, so a retry or a second administrator asking for the same state gets 200 and nothing
 * changes; no Idempotency-Key is needed.
 */
export const handler = operationHandler(cambiarEstadoUsuario, async ({ params, body }, { db, tenant, usuario: autor }) => {
  const id = Number(params.id);
  const actual = await db.get(Usuario, { id }, { consistent: true });
  if (!actual || !puedeEditarUsuario(autor.empresas, actual.empresas)) throw new NotFoundError(USUARIO_INEXISTENTE);
  if (id === autor.id && !body.estado) {
    throw new ValidationError([{ path: 'estado', message: 'No podés desactivar tu propio usuario.' }]);
  }
  // Refused even when nothing would change, so the answer does not depend on the user's current state.
  if (!puedeEditarAcceso(autor.empresas, actual.empresas)) throw new ForbiddenError(ACCESO_NO_EDITABLE);
  if (actual.estado === body.estado) return toUsuario(actual);

  const nuevo: UsuarioItem = {
    ...actual,
    estado: body.estado,
    version: actual.version + 1,
    modificado: new Date().toISOString(),
  };
  // Cognito first: when it refuses, nothing has been written. If the table write then fails, Cognito
  // goes back to what the table holds, so the two never disagree.
  await setLoginEnabled({ tenant: tenant.id, email: actual.email }, nuevo.estado);
  try {
    await db.write([
      ...guardarUsuario(actual, nuevo),
      ...auditar({
        entidad: 'usuario',
        id,
        accion: nuevo.estado ? 'activar' : 'desactivar',
        por: autor,
        desde: { estado: actual.estado },
        hacia: { estado: nuevo.estado },
      }),
    ]);
  } catch (err) {
    const vigente = await restaurarLogin(db, tenant.id, id);
    if (err instanceof ConditionFailed) {
      // Another save won meanwhile; if it left the state asked for, this request got what it wanted.
      if (vigente?.estado === body.estado) return toUsuario(vigente);
      throw new ConflictError(CAMBIO_CONCURRENTE);
    }
    throw err;
  }
  return toUsuario(nuevo);
});
