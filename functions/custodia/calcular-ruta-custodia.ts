import { calcularRutaCustodia } from '#shared/contract/operations/custodia.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { mapas } from '#lib/ports/mapas.ts';

export const handler = operationHandler(calcularRutaCustodia, async ({ query }) =>
  (await mapas()).ruta({ lat: query.desdeLat, lng: query.desdeLng }, { lat: query.hastaLat, lng: query.hastaLng }),
);
