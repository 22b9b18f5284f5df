import { guardarCotizacion } from '#shared/contract/operations/viajes-especificos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { guardarCertificado } from '#lib/viajes/guardar.ts';
import { urlsDe } from '#lib/viajes/urls.ts';

/** Saves the quote; its copies are rendered right after (the links come with the certificate once ready). */
export const handler = operationHandler(guardarCotizacion, async ({ body, headers }, principal) =>
  once(principal, 'guardar-cotizacion', headers, body, async () => {
    const item = await guardarCertificado(principal, body, 'guardar', null);
    const { urlAsegurado, urlCopiaPAS } =
      item.documentos.version === item.version ? await urlsDe(item) : { urlAsegurado: null, urlCopiaPAS: null };
    return { id: item.id, urlAsegurado, urlCopiaPAS };
  }),
);
