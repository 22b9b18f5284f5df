import { crearIntencionPago } from '#shared/contract/operations/checkout.ts';
import { leerCotizacionEmbarcacion, toCheckoutVista } from '#lib/checkout/cotizacion.ts';
import { abrirIntencion } from '#lib/checkout/pago.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** 'Pagar': the open intention of the quote, created (or renewed) on the server with the provider's credentials. */
export const handler = operationHandler(crearIntencionPago, async ({ params }, caller) => {
  const q = await leerCotizacionEmbarcacion(caller.db, params.id, true);
  return toCheckoutVista(await abrirIntencion(caller, q));
});
