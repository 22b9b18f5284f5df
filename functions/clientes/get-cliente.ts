import { getCliente } from '#shared/contract/operations/clientes.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { vistaMaestro } from '#lib/clientes/maestro.ts';
import { Cliente } from '#lib/data/clientes.ts';

/** The whole client for its editor (any party of the tenant: the administration completes it there). */
export const handler = operationHandler(getCliente, async ({ params }, { db }) => {
  const cliente = await db.get(Cliente, { id: Number(params.id) });
  if (!cliente) throw new NotFoundError('El cliente no existe.');
  return vistaMaestro(db, cliente);
});
