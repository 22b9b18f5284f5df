import { getUsuario } from '#shared/contract/operations/usuarios.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { toUsuario, usuarios } from '#lib/data/usuarios.ts';

export const handler = operationHandler(getUsuario, async ({ params }, { table }) => {
  const usuario = await usuarios(table).get(Number(params.id));
  if (!usuario) throw new NotFoundError('El usuario no existe.');
  return toUsuario(usuario);
});
