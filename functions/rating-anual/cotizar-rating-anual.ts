import { cotizarRatingAnual } from '#shared/contract/operations/rating-anual.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { contextoAnualDe, cotizarAnualEnServidor } from '#lib/rating-anual/contexto.ts';

/** Prices the annual form against every coverage of the MAE's currency; nothing is saved. The engine's time goes to Server-Timing. */
export const handler = operationHandler(cotizarRatingAnual, async ({ body, timing }, principal) => {
  const { ctx } = await contextoAnualDe(principal);
  return timing('motor', () => cotizarAnualEnServidor(body, ctx));
});
