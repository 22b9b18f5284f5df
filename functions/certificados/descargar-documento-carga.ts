import { descargarDocumentoCarga } from '#shared/contract/operations/certificados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { alcanceCargaDe, alcanzaCarga } from '#lib/certificados/alcance.ts';
import { NO_EXISTE } from '#lib/certificados/transicion.ts';
import { CertificadoCarga } from '#lib/data/certificados-carga.ts';
import { presignDownload } from '#lib/files/storage.ts';

/** A fresh 5-minute link to the certificate's or the quotation's PDF, asked for on click. */
export const handler = operationHandler(descargarDocumentoCarga, async ({ params }, principal) => {
  const c = await principal.db.get(CertificadoCarga, { id: Number(params.id) });
  if (!c || !alcanzaCarga(alcanceCargaDe(principal), c)) throw new NotFoundError(NO_EXISTE);
  const key = c.documentos[params.tipo];
  if (!key) throw new NotFoundError('El documento todavía no existe.');
  const nombre = params.tipo === 'certificado' ? `certificado-${c.nroCertificado ?? c.id}.pdf` : `cotizacion-${c.id}.pdf`;
  return { url: await presignDownload(key, nombre) };
});
