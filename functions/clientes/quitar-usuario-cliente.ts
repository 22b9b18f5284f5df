import { quitarUsuarioCliente } from '#shared/contract/operations/clientes.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, NotFoundError } from '#lib/http/errors.ts';
import { vistaMaestro } from '#lib/clientes/maestro.ts';
import { Cliente, ClienteUsuario } from '#lib/data/clientes.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { CAMBIO_CONCURRENTE, guardarUsuario, Usuario, type UsuarioItem } from '#lib/data/usuarios.ts';
import { restaurarLogin } from '#lib/identity/login-vigente.ts';
import { setLoginEnabled } from '#lib/identity/logins.ts';

const NO_ES_DEL_CLIENTE = 'El usuario no es del cliente.';

/**
 * 'Quitar' in the client's Usuarios tab (spec 1 §2.4 Accion): takes away the user's roles on the
 * client's company, the ones whoever edits the client grants with 'Agregar usuario' (clientes.editar;
 * the client roles hold nothing tenant-wide). Other companies' roles stay. A user left without any
 * company is deactivated too: a sign-in that reaches no company is of no use and should not live on.
 */
export const handler = operationHandler(quitarUsuarioCliente, async ({ params }, { db, tenant, usuario: autor }) => {
  const clienteId = Number(params.id);
  const id = Number(params.usuarioId);
  const cliente = await db.get(Cliente, { id: clienteId });
  if (!cliente) throw new NotFoundError('El cliente no existe.');
  const empresaId = cliente.empresaClienteId;
  const actual = await db.get(Usuario, { id }, { consistent: true });
  if (!actual || empresaId === undefined || !actual.empresas.some((e) => e.idEmpresa === empresaId))
    throw new NotFoundError(NO_ES_DEL_CLIENTE);

  const empresas = actual.empresas.filter((e) => e.idEmpresa !== empresaId);
  const nuevo: UsuarioItem = {
    ...actual,
    empresas,
    estado: actual.estado && empresas.length > 0,
    version: actual.version + 1,
    modificado: new Date().toISOString(),
  };
  const desactiva = actual.estado && !nuevo.estado;
  // Cognito first: when it refuses, nothing has been written; if the table write then fails, Cognito
  // goes back to what the table holds.
  if (desactiva) await setLoginEnabled({ tenant: tenant.id, email: actual.email }, false);
  try {
    await db.write([
      ...guardarUsuario(actual, nuevo),
      ...ClienteUsuario.delete({ clienteId, usuarioId: id }),
      ...auditar({
        entidad: 'usuario',
        id,
        accion: 'quitarDelCliente',
        por: autor,
        desde: { empresas: actual.empresas, estado: actual.estado },
        hacia: { empresas: nuevo.empresas, estado: nuevo.estado },
      }),
    ]);
  } catch (err) {
    if (desactiva) await restaurarLogin(db, tenant.id, id);
    if (err instanceof ConditionFailed) throw new ConflictError(CAMBIO_CONCURRENTE);
    throw err;
  }
  const vista = await vistaMaestro(db, cliente, true);
  // The company's index catches up a moment later: the answer already leaves the user out.
  return { ...vista, usuarios: vista.usuarios.filter((u) => u.id !== id) };
});
