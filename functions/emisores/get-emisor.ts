import { getEmisor } from '#shared/contract/operations/emisores.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { Emisor, vistaEmisor } from '#lib/data/emisores.ts';

/** An issuer exactly as it was saved, so the form loads what it sent. */
export const handler = operationHandler(getEmisor, async ({ params }, { db }) => {
  const emisor = await db.get(Emisor, { id: Number(params.id) });
  if (!emisor) throw new NotFoundError('El emisor no existe.');
  return vistaEmisor(emisor);
});
