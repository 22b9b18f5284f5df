import { getParametrosRatingAnual } from '#shared/contract/operations/rating-anual.ts';
import { coberturasAnualesACotizar, parametrosDeMoneda } from '#shared/rating-anual/motor.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { contextoAnualDe } from '#lib/rating-anual/contexto.ts';

/** The form's bounds for a MAE currency (what every insurer quoted accepts) and the currencies with coverages. */
export const handler = operationHandler(getParametrosRatingAnual, async ({ query }, principal) => {
  const { ctx, monedas: catalogo } = await contextoAnualDe(principal);
  const monedas = catalogo
    .filter((m) => coberturasAnualesACotizar(m.id, ctx.coberturas).length > 0)
    .map((m) => ({ id: m.id, simbolo: m.simbolo, nombre: m.nombre }));
  return { monedas, parametros: parametrosDeMoneda(query.idMoneda, ctx) };
});
