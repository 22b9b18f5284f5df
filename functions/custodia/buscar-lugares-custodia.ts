import { buscarLugaresCustodia } from '#shared/contract/operations/custodia.ts';
import { exigirCustodiaPropia } from '#lib/custodia/acceso.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { mapas } from '#lib/ports/mapas.ts';

/** At most 10 places: what the picker's dropdown shows. */
const LIMITE = 10;

export const handler = operationHandler(buscarLugaresCustodia, async ({ query }, principal) => {
  exigirCustodiaPropia(principal);
  return { data: await (await mapas()).buscarLugares(query.texto, LIMITE) };
});
