import { guardarCotizacion } from '#shared/contract/operations/viajes-especificos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { guardarCertificado } from '#lib/viajes/guardar.ts';

/**
 * Saves the quote. Every save is a new version whose copies the subscriber renders afterwards, so the
 * links are always null here; they come with the certificate once ready (`documentosPendientes`).
 */
export const handler = operationHandler(guardarCotizacion, async ({ body, headers }, principal) =>
  once(principal, 'guardar-cotizacion', headers, body, async () => {
    const item = await guardarCertificado(principal, body, 'guardar', null);
    return { id: item.id, urlAsegurado: null, urlCopiaPAS: null };
  }),
);
