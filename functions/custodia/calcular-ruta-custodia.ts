import { calcularRutaCustodia } from '#shared/contract/operations/custodia.ts';
import { exigirCustodiaPropia } from '#lib/custodia/acceso.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { mapas } from '#lib/ports/mapas.ts';

export const handler = operationHandler(calcularRutaCustodia, async ({ query }, principal) => {
  exigirCustodiaPropia(principal);
  return (await mapas()).ruta({ lat: query.desdeLat, lng: query.desdeLng }, { lat: query.hastaLat, lng: query.hastaLng });
});
