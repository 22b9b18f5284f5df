import { getUsuario } from '#shared/contract/operations/usuarios.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { toUsuario, Usuario } from '#lib/data/usuarios.ts';

export const handler = operationHandler(getUsuario, async ({ params }, { db }) => {
  const usuario = await db.get(Usuario, { id: Number(params.id) });
  if (!usuario) throw new NotFoundError('El usuario no existe.');
  return toUsuario(usuario);
});
