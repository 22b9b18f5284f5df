import { listCotizacionesEmbarcacion } from '#shared/contract/operations/checkout.ts';
import { listarEmbarcaciones } from '#lib/checkout/lista.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** One page of the boat quotes and policies the caller reaches (see listarEmbarcaciones). */
export const handler = operationHandler(listCotizacionesEmbarcacion, ({ query }, principal) =>
  listarEmbarcaciones(principal, query),
);
