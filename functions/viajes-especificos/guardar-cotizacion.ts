import { guardarCotizacion } from '#shared/contract/operations/viajes-especificos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { idempotencyKey, once } from '#lib/idempotency/idempotency.ts';
import { urlsDe } from '#lib/viajes/urls.ts';
import { guardarCertificado } from '#lib/viajes/guardar.ts';

export const handler = operationHandler(guardarCotizacion, async ({ body, headers }, principal) =>
  once(principal.table, 'guardar-cotizacion', idempotencyKey(headers), body, async () => {
    const item = await guardarCertificado(principal, body, 'guardar', null);
    const { urlAsegurado, urlCopiaPAS } = await urlsDe(item);
    return { id: item.id, urlAsegurado, urlCopiaPAS };
  }),
);
