import { updateUsuario } from '#shared/contract/operations/usuarios.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ACCESO_NO_EDITABLE, cambiosNoOtorgables, NO_OTORGABLE, puedeEditarAcceso } from '#shared/auth/otorgar.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '#lib/http/errors.ts';
import { assertEmpresasDelTenant } from '#lib/data/empresas.ts';
import { ConditionFailed, type TenantDb } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { guardarUsuario, toUsuario, Usuario, UsuarioEmail, type UsuarioItem } from '#lib/data/usuarios.ts';
import { EMAIL_EN_USO, setLoginEnabled, updateLogin } from '#lib/identity/logins.ts';

/**
 * Puts the sign-in (found by the e-mail it has now) back to the user as the table holds it now:
 * another save may have won meanwhile.
 */
const restaurarLogin = async (db: TenantDb, id: number, email: string) => {
  const vigente = await db.get(Usuario, { id }, { consistent: true });
  if (!vigente) return;
  await updateLogin(email, vigente);
  await setLoginEnabled(vigente.email, vigente.estado);
};

/**
 * Edits a user. The write is conditional on the version read, so two administrators saving at once
 * cannot silently overwrite each other (the second gets 409). Deactivating disables the sign-in.
 */
export const handler = operationHandler(updateUsuario, async ({ params, body }, { db, usuario: autor }) => {
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
  // Cognito first: when it refuses (the e-mail belongs to another sign-in of the pool), nothing has
  // been written. If a later step fails, the sign-in goes back to what the table holds. A refused
  // deactivation after the table write would otherwise leave a user active in Cognito whom a later
  // save, seeing no change of estado, would never deactivate (or never re-enable).
  const cambiaLogin = cambiaEmail || actual.nombre !== nuevo.nombre || actual.apellido !== nuevo.apellido;
  // The e-mail the sign-in has once Cognito holds something the table does not yet.
  let loginCambiado: string | undefined;
  try {
    if (cambiaLogin) {
      await updateLogin(actual.email, nuevo);
      loginCambiado = nuevo.email;
    }
    if (actual.estado !== nuevo.estado) {
      loginCambiado ??= actual.email;
      await setLoginEnabled(loginCambiado, nuevo.estado);
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
    if (loginCambiado) await restaurarLogin(db, id, loginCambiado);
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
  return toUsuario(nuevo);
});
