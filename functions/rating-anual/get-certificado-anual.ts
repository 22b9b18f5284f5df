import { getCertificadoAnual } from '#shared/contract/operations/rating-anual.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { leerAnual } from '#lib/rating-anual/transicion.ts';
import { toCertificadoAnual } from '#lib/rating-anual/vista.ts';

export const handler = operationHandler(getCertificadoAnual, async ({ params }, principal) =>
  toCertificadoAnual(await leerAnual(principal, Number(params.id)), visibilidadDe(principal)),
);
