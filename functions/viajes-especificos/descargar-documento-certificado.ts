import { descargarDocumentoCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { CertificadoVE } from '#lib/data/certificados.ts';
import { alcanceDe, alcanza } from '#lib/viajes/alcance.ts';
import { urlDe } from '#lib/viajes/urls.ts';

/** A fresh link of one of the certificate's documents, asked for on click (the reader's scope, as get-certificado). */
export const handler = operationHandler(descargarDocumentoCertificado, async ({ params, query }, principal) => {
  const c = await principal.db.get(CertificadoVE, { id: Number(params.id) });
  if (!c || !alcanza(alcanceDe(principal), c)) throw new NotFoundError('El certificado no existe.');
  const url = await urlDe(c, query.documento);
  if (!url) throw new NotFoundError('El documento todavía no existe.');
  return { url };
});
