import { descargarCertificadoAnual } from '#shared/contract/operations/rating-anual.ts';
import { documentoAnual } from '#shared/rating-anual/estados.ts';
import { presignDownload } from '#lib/files/storage.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { leerAnual } from '#lib/rating-anual/transicion.ts';

// A download never renders (its bundle carries neither the renderer nor the font): the documents function does.
/** A fresh 5-minute link to the paper of the state: the quotation, or the certificate once issued. */
export const handler = operationHandler(descargarCertificadoAnual, async ({ params }, principal) => {
  const c = await leerAnual(principal, Number(params.id));
  const tipo = documentoAnual(c.estado);
  const key = c.documentos[tipo];
  if (!key) throw new NotFoundError('El documento todavía no existe.');
  const nombre = tipo === 'certificado' ? `certificado-anual-${c.nroCertificado}.pdf` : `cotizacion-anual-${c.id}.pdf`;
  return { url: await presignDownload(key, nombre) };
});
