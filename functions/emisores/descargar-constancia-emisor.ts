import { descargarConstanciaEmisor } from '#shared/contract/operations/emisores.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { descargarConstancia } from '#lib/archivos/constancias.ts';
import { Emisor } from '#lib/data/emisores.ts';

/** A fresh download link of one of the issuer's constancias (only a key the issuer holds). */
export const handler = operationHandler(descargarConstanciaEmisor, async ({ params, query }, { db }) => {
  const emisor = await db.get(Emisor, { id: Number(params.id) });
  if (!emisor) throw new NotFoundError('El emisor no existe.');
  return descargarConstancia(emisor.informacionComercial.constanciaDeSituacionFiscal, query.key);
});
