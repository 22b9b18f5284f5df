import { getCheckout } from '#shared/contract/operations/checkout.ts';
import { leerCotizacionEmbarcacion, toCheckoutVista } from '#lib/checkout/cotizacion.ts';
import { sincronizarPago } from '#lib/checkout/pago.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** The quote to pay; while an intention is open the wallet is asked how it went (the page polls this). */
export const handler = operationHandler(getCheckout, async ({ params }, caller) => {
  const q = await leerCotizacionEmbarcacion(caller.db, params.id);
  return toCheckoutVista(await sincronizarPago(caller, q));
});
