import { updateUsuario } from '#shared/contract/operations/usuarios.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ACCESO_NO_EDITABLE, cambiosNoOtorgables, NO_OTORGABLE, puedeEditarAcceso } from '#shared/auth/otorgar.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '#lib/http/errors.ts';
import { assertEmpresasDelTenant } from '#lib/data/empresas.ts';
import { ConditionFailed, type TenantDb } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { guardarUsuario, toUsuario, Usuario, UsuarioEmail, type UsuarioItem } from '#lib/data/usuarios.ts';
import { log } from '#lib/http/logger.ts';
import { createLogin, deleteLogin, EMAIL_EN_USO, setLoginEnabled, updateLogin } from '#lib/identity/logins.ts';

/**
 * Puts the sign-in back to the user as the table holds it now (another save may have won
 * meanwhile): its names and whether it may sign in.
 */
const restaurarLogin = async (db: TenantDb, tenant: string, id: number) => {
  const vigente = await db.get(Usuario, { id }, { consistent: true });
  if (!vigente) return;
  const login = { tenant, email: vigente.email };
  await updateLogin(login, vigente);
  await setLoginEnabled(login, vigente.estado);
};

/**
 * Edits a user. The write is conditional on the version read, so two administrators saving at once
 * cannot silently overwrite each other (the second gets 409). Deactivating disables the sign-in.
 */
export const handler = operationHandler(updateUsuario, async ({ params, body }, { db, tenant, usuario: autor }) => {
  const id = Number(params.id);
  const actual = await db.get(Usuario, { id }, { consistent: true });
  if (!actual) throw new NotFoundError('El usuario no existe.');
  if (id === autor.id && !body.estado) {
    throw new ValidationError([{ path: 'estado', message: 'No podés desactivar tu propio usuario.' }]);
  }
  await assertEmpresasDelTenant(
    db,
    body.empresas.map((e) => e.idEmpresa),
    (i) => `empresas.${i}.idEmpresa`,
  );
  // Unknown companies answer 400 first; only real ones reach the grant rule.
  if (cambiosNoOtorgables(autor.empresas, actual.empresas, body.empresas).length) throw new ForbiddenError(NO_OTORGABLE);

  const cambiaEmail = body.email.toLowerCase() !== actual.email.toLowerCase();
  if ((cambiaEmail || body.estado !== actual.estado) && !puedeEditarAcceso(autor.empresas, actual.empresas)) {
    throw new ForbiddenError(ACCESO_NO_EDITABLE);
  }
  if (cambiaEmail && (await db.get(UsuarioEmail, { email: body.email.toLowerCase() }))) throw new ConflictError(EMAIL_EN_USO);

  const nuevo: UsuarioItem = {
    id,
    creado: actual.creado,
    nombre: body.nombre,
    apellido: body.apellido,
    email: body.email,
    paisId: body.idPais,
    estado: body.estado,
    empresas: body.empresas,
    version: actual.version + 1,
    modificado: new Date().toISOString(),
  };
  // Cognito first: when it refuses (the e-mail is another sign-in of this tenant), nothing has been
  // written. If a later step fails, Cognito goes back to what the table holds. A refused
  // deactivation after the table write would otherwise leave a user active in Cognito whom a later
  // save, seeing no change of estado, would never deactivate (or never re-enable). The e-mail names
  // the sign-in, so a new e-mail is a new sign-in (invited anew, with a temporary password); the old
  // one is disabled first and removed once the table holds the new e-mail.
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
    } else {
      if (cambiaNombre) {
        loginCambiado = true;
        await updateLogin(anterior, nuevo);
      }
      if (actual.estado !== nuevo.estado) {
        loginCambiado = true;
        await setLoginEnabled(anterior, nuevo.estado);
      }
    }
    await db.write([
      ...guardarUsuario(actual, nuevo),
      ...auditar({
        entidad: 'usuario',
        id,
        accion: 'editar',
        por: autor,
        desde: { estado: actual.estado, empresas: actual.empresas },
        hacia: { estado: nuevo.estado, empresas: nuevo.empresas },
      }),
    ]);
  } catch (err) {
    if (loginNuevo) await deleteLogin(siguiente);
    if (loginCambiado) await restaurarLogin(db, tenant.id, id);
    if (err instanceof ConditionFailed) {
      throw new ConflictError(
        // The user item comes first in the transaction: its condition is the version read.
        err.reasons[0] === 'ConditionalCheckFailed'
          ? 'El usuario cambió mientras lo editabas. Recargá y volvé a intentar.'
          : EMAIL_EN_USO,
      );
    }
    throw err;
  }
  // Disabled already: a failure here leaves a sign-in nobody can use, not a reason to fail the save.
  if (cambiaEmail)
    await deleteLogin(anterior).catch((err: unknown) => log.warn('old sign-in not deleted', { id, error: String(err) }));
  return toUsuario(nuevo);
});
