import { guardarCotizacionAnual as operacion } from '#shared/contract/operations/rating-anual.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { guardarCotizacionAnual } from '#lib/rating-anual/guardar.ts';

/** Saves the quote priced again on the server (any amount the browser computed is ignored); once per Idempotency-Key. */
export const handler = operationHandler(operacion, ({ body, headers }, principal) =>
  once(principal, 'guardar-cotizacion-anual', headers, body, async () => {
    const c = await guardarCotizacionAnual(principal, body);
    return { id: c.id, estado: c.estado, nroCotizacion: String(c.id) };
  }),
);
