import { descargarConstanciaCliente } from '#shared/contract/operations/clientes.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { descargarConstancia } from '#lib/archivos/constancias.ts';
import { Cliente } from '#lib/data/clientes.ts';

/** A fresh download link of one of the client's constancias (only a key the client holds). */
export const handler = operationHandler(descargarConstanciaCliente, async ({ params, query }, { db }) => {
  const cliente = await db.get(Cliente, { id: Number(params.id) });
  if (!cliente) throw new NotFoundError('El cliente no existe.');
  return descargarConstancia(cliente.comercial?.constanciaDeSituacionFiscal ?? [], query.key);
});
