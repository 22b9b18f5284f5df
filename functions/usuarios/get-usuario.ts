import { getUsuario } from '#shared/contract/operations/usuarios.ts';
import { puedeVerUsuario, USUARIO_INEXISTENTE } from '#shared/auth/otorgar.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { toUsuario, Usuario } from '#lib/data/usuarios.ts';

/** A user, for who sees one of their companies; anyone else's answers as missing (issue 27 item 1). */
export const handler = operationHandler(getUsuario, async ({ params }, { db, usuario: autor }) => {
  const usuario = await db.get(Usuario, { id: Number(params.id) });
  if (!usuario || !puedeVerUsuario(autor.empresas, usuario.empresas)) throw new NotFoundError(USUARIO_INEXISTENTE);
  return toUsuario(usuario);
});
