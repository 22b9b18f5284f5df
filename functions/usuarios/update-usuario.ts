import { updateUsuario } from '#shared/contract/operations/usuarios.ts';
import { operationHandler } from '#lib/http/handler.ts';
import {
  ACCESO_NO_EDITABLE,
  cambiosNoOtorgables,
  NO_OTORGABLE,
  puedeEditarAcceso,
  puedeEditarUsuario,
  USUARIO_INEXISTENTE,
} from '#shared/auth/otorgar.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '#lib/http/errors.ts';
import { assertEmpresasDelTenant } from '#lib/data/empresas.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { CAMBIO_CONCURRENTE, guardarUsuario, toUsuario, Usuario, UsuarioEmail, type UsuarioItem } from '#lib/data/usuarios.ts';
import { log } from '#lib/http/logger.ts';
import { restaurarLogin } from '#lib/identity/login-vigente.ts';
import { createLogin, deleteLogin, EMAIL_EN_USO, setLoginEnabled, updateLogin } from '#lib/identity/logins.ts';

/**
 * Edits a user's data and permissions. The write is conditional on the version read, so two
 * administrators saving at once cannot silently overwrite each other (the second gets 409). The
 * estado stays as stored: cambiar-estado-usuario changes it (an estado in the body is dropped).
 */
export const handler = operationHandler(updateUsuario, async ({ params, body }, { db, tenant, usuario: autor }) => {
  const id = Number(params.id);
  const actual = await db.get(Usuario, { id }, { consistent: true });
  // Only who administers one of the user's companies edits them; to anyone else they do not exist.
  if (!actual || !puedeEditarUsuario(autor.empresas, actual.empresas)) throw new NotFoundError(USUARIO_INEXISTENTE);
  await assertEmpresasDelTenant(db, body.empresas);
  // Unknown companies answer 400 first; only real ones reach the grant rule.
  if (cambiosNoOtorgables(autor.empresas, actual.empresas, body.empresas).length) throw new ForbiddenError(NO_OTORGABLE);

  const cambiaEmail = body.email.toLowerCase() !== actual.email.toLowerCase();
  if (cambiaEmail && !puedeEditarAcceso(autor.empresas, actual.empresas)) throw new ForbiddenError(ACCESO_NO_EDITABLE);
  if (cambiaEmail && (await db.get(UsuarioEmail, { email: body.email.toLowerCase() }))) throw new ConflictError(EMAIL_EN_USO);

  const nuevo: UsuarioItem = {
    id,
    creado: actual.creado,
    nombre: body.nombre,
    apellido: body.apellido,
    email: body.email,
    paisId: body.idPais,
    estado: actual.estado,
    empresas: body.empresas,
    version: actual.version + 1,
    modificado: new Date().toISOString(),
  };
  // Cognito first: when it refuses (the e-mail is another sign-in of this tenant), nothing has been
  // written. If a later step fails, Cognito goes back to what the table holds. The e-mail names the
  // sign-in, so a new e-mail is a new sign-in (invited anew, with a temporary password, disabled too
  // when the user is); the old one is disabled first and removed once the table holds the new e-mail.
  const anterior = { tenant: tenant.id, email: actual.email };
  const siguiente = { tenant: tenant.id, email: nuevo.email };
  const cambiaNombre = actual.nombre !== nuevo.nombre || actual.apellido !== nuevo.apellido;
  let loginCambiado = false;
  let loginNuevo = false;
  try {
    if (cambiaEmail) {
      await createLogin({ ...nuevo, ...siguiente });
      loginNuevo = true;
      if (!nuevo.estado) await setLoginEnabled(siguiente, false);
      loginCambiado = true;
      await setLoginEnabled(anterior, false);
    } else if (cambiaNombre) {
      loginCambiado = true;
      await updateLogin(anterior, nuevo);
    }
    await db.write([
      ...guardarUsuario(actual, nuevo),
      ...auditar({
        entidad: 'usuario',
        id,
        accion: 'editar',
        por: autor,
        desde: { empresas: actual.empresas },
        hacia: { empresas: nuevo.empresas },
      }),
    ]);
  } catch (err) {
    if (loginNuevo) await deleteLogin(siguiente);
    if (loginCambiado) await restaurarLogin(db, tenant.id, id);
    if (err instanceof ConditionFailed) {
      // The user item comes first in the transaction: its condition is the version read.
      throw new ConflictError(err.reasons[0] === 'ConditionalCheckFailed' ? CAMBIO_CONCURRENTE : EMAIL_EN_USO);
    }
    throw err;
  }
  // Disabled already: a failure here leaves a sign-in nobody can use, not a reason to fail the save.
  if (cambiaEmail)
    await deleteLogin(anterior).catch((err: unknown) => log.warn('old sign-in not deleted', { id, error: String(err) }));
  return toUsuario(nuevo);
});
