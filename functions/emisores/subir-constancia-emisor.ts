import { subirConstanciaEmisor } from '#shared/contract/operations/emisores.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { destinoConstancia, presignConstancia } from '#lib/archivos/constancias.ts';
import { Emisor } from '#lib/data/emisores.ts';
import { ENTIDAD_EMISOR } from '#lib/emisores/guardar.ts';

/** A presigned POST for a constancia of a new issuer (no emisorId) or of an existing one of the tenant. */
export const handler = operationHandler(subirConstanciaEmisor, async ({ body }, { db, usuario }) => {
  const { emisorId, ...archivo } = body;
  if (emisorId !== undefined && !(await db.get(Emisor, { id: emisorId }))) throw new NotFoundError('El emisor no existe.');
  return presignConstancia(db, destinoConstancia(usuario, ENTIDAD_EMISOR, emisorId ?? null), archivo);
});
