import { cotizarRatingAnual } from '#shared/contract/operations/rating-anual.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { contextoAnualDe, cotizarAnualEnServidor } from '#lib/rating-anual/contexto.ts';

/** Prices the annual form against every coverage of the MAE's currency; nothing is saved. */
export const handler = operationHandler(cotizarRatingAnual, async ({ body }, principal) =>
  cotizarAnualEnServidor(body, (await contextoAnualDe(principal)).ctx),
);
