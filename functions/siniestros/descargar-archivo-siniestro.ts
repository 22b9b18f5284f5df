import { descargarArchivoSiniestro } from '#shared/contract/operations/siniestros.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { presignDownload } from '#lib/files/storage.ts';
import { siniestroAlcanzable } from '#lib/siniestros/acceso.ts';
import { documentoDe } from '#lib/siniestros/vista.ts';

/**
 * A fresh download link, asked for on click: only a file the claim lists (or its certificate's PDF),
 * of a claim the caller reaches in its own tenant. Anything else is 404, as if it did not exist.
 */
export const handler = operationHandler(descargarArchivoSiniestro, async ({ params, query }, principal) => {
  const s = await siniestroAlcanzable(principal, Number(params.id));
  const doc = documentoDe(s, query.documento);
  if (!doc) throw new NotFoundError('El archivo no existe.');
  return { url: await presignDownload(doc.key, doc.nombre) };
});
