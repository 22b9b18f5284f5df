import { updateUsuario } from '#shared/contract/operations/usuarios.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, NotFoundError, ValidationError } from '#lib/http/errors.ts';
import { ConditionFailed } from '#lib/data/table.ts';
import { toUsuario, usuarioKeys, usuarios, type UsuarioItem } from '#lib/data/usuarios.ts';
import { assertEmpresasDelTenant } from '#lib/data/validar-empresas.ts';
import { EMAIL_EN_USO, setLoginEnabled, updateLogin } from '#lib/identity/logins.ts';

/**
 * Edits a user. The write is conditional on the version read, so two administrators saving at once
 * cannot silently overwrite each other (the second gets 409). Deactivating disables the sign-in.
 */
export const handler = operationHandler(updateUsuario, async ({ params, body }, { table, usuario: autor }) => {
  const id = Number(params.id);
  const repo = usuarios(table);
  const actual = await repo.get(id);
  if (!actual) throw new NotFoundError('El usuario no existe.');
  if (id === autor.id && !body.estado) {
    throw new ValidationError([{ path: 'estado', message: 'No podés desactivar tu propio usuario.' }]);
  }
  await assertEmpresasDelTenant(
    table,
    body.empresas.map((e) => e.idEmpresa),
    (i) => `empresas.${i}.idEmpresa`,
  );

  const cambiaEmail = body.email !== actual.email;
  if (cambiaEmail && (await repo.idByEmail(body.email))) throw new ConflictError(EMAIL_EN_USO);

  const nuevo: UsuarioItem = {
    id,
    creado: actual.creado,
    nombre: body.nombre,
    apellido: body.apellido,
    email: body.email,
    paisId: body.idPais,
    estado: body.estado,
    empresas: body.empresas,
    empresaIds: body.empresas.map((e) => e.idEmpresa),
    version: actual.version + 1,
    modificado: new Date().toISOString(),
  };
  const keys = usuarioKeys(nuevo);
  try {
    await table.transact([
      {
        update: {
          pk: keys.pk,
          sk: keys.sk,
          set: { ...nuevo, gsi1sk: table.key(...keys.gsi1[1]) },
          expected: { version: actual.version },
        },
      },
      ...(cambiaEmail
        ? [
            { delete: { pk: ['USUARIO_EMAIL', actual.email], sk: ['USUARIO_EMAIL'] } },
            { put: table.item({ pk: ['USUARIO_EMAIL', nuevo.email], sk: ['USUARIO_EMAIL'] }, { usuarioId: id }), create: true },
          ]
        : []),
      {
        put: table.auditItem({
          entity: 'usuario',
          id,
          action: 'editar',
          by: autor,
          from: { estado: actual.estado, empresas: actual.empresas },
          to: { estado: nuevo.estado, empresas: nuevo.empresas },
        }),
      },
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed)
      throw new ConflictError('El usuario cambió mientras lo editabas. Recargá y volvé a intentar.');
    throw err;
  }
  if (cambiaEmail || actual.nombre !== nuevo.nombre || actual.apellido !== nuevo.apellido) await updateLogin(actual.email, nuevo);
  if (actual.estado !== nuevo.estado) await setLoginEnabled(nuevo.email, nuevo.estado);
  return toUsuario(nuevo);
});
