import { descargarOfertaAnual } from '#shared/contract/operations/rating-anual.ts';
import { ofertaAnualVisible } from '#shared/rating-anual/visibilidad.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { catalogosDePapel } from '#lib/data/catalogos.ts';
import { exportKey, presignDownload, putDocument } from '#lib/files/storage.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { contextoAnualDe, ofertaAnualElegida } from '#lib/rating-anual/contexto.ts';

/**
 * The card's PDF of an unsaved offer: the request priced again here (the browser's amounts are never
 * read), drawn with the amounts the caller may see, kept in the pending area (its lifecycle deletes it)
 * and answered as a fresh 5-minute link. The only request handler that renders: nothing is saved that
 * the documents function could render from.
 */
export const handler = operationHandler(descargarOfertaAnual, async ({ body }, principal) => {
  const { ctx } = await contextoAnualDe(principal);
  const oferta = ofertaAnualElegida(body.cotizacion, body.coberturaId, ctx);
  const { renderOfertaAnualPdf } = await import('#lib/documents/oferta-anual-pdf.ts');
  const pdf = await renderOfertaAnualPdf(
    body.cotizacion,
    ofertaAnualVisible(oferta, visibilidadDe(principal)),
    { simbolo: oferta.premio.moneda.simbolo, cotizadaEn: new Date().toISOString() },
    principal.tenant,
    await catalogosDePapel(principal.db),
  );
  const nombre = `cotizacion-anual-${oferta.cobertura.nombre}.pdf`;
  const key = exportKey(principal.tenant.id, nombre);
  await putDocument(key, pdf);
  return { url: await presignDownload(key, nombre) };
});
