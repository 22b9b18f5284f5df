import { subirConstanciaCliente } from '#shared/contract/operations/clientes.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { destinoConstancia, presignConstancia } from '#lib/archivos/constancias.ts';
import { ENTIDAD_CLIENTE } from '#lib/clientes/maestro.ts';
import { Cliente } from '#lib/data/clientes.ts';

/** A presigned POST for a constancia of a new client (no clienteId) or of an existing one of the tenant. */
export const handler = operationHandler(subirConstanciaCliente, async ({ body }, { db, usuario }) => {
  const { clienteId, ...archivo } = body;
  if (clienteId !== undefined && !(await db.get(Cliente, { id: clienteId }))) throw new NotFoundError('El cliente no existe.');
  return presignConstancia(db, destinoConstancia(usuario, ENTIDAD_CLIENTE, clienteId ?? null), archivo);
});
