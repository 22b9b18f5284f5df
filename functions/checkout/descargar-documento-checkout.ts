import { descargarDocumentoCheckout } from '#shared/contract/operations/checkout.ts';
import { leerCotizacionEmbarcacion } from '#lib/checkout/cotizacion.ts';
import { presignDownload } from '#lib/files/storage.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** A fresh 5-minute link to the quote's PDF, or to the policy's once paid (rendered by the documents function). */
export const handler = operationHandler(descargarDocumentoCheckout, async ({ params }, caller) => {
  const q = await leerCotizacionEmbarcacion(caller.db, params.id);
  const key = params.tipo === 'poliza' ? (q.estado === 'pagada' ? q.documentos.poliza : undefined) : q.documentos.cotizacion;
  if (!key) throw new NotFoundError('El documento todavía no existe.');
  const nombre = params.tipo === 'poliza' ? `poliza-${q.poliza?.numero ?? q.id}.pdf` : `cotizacion-embarcacion-${q.nombre}.pdf`;
  return { url: await presignDownload(key, nombre.replace(/[^\w.-]+/g, '_')) };
});
