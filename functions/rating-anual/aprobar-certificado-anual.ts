import { aprobarCertificadoAnual } from '#shared/contract/operations/rating-anual.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { decidirAnual } from '#lib/rating-anual/decision.ts';

export const handler = operationHandler(aprobarCertificadoAnual, ({ params, body, headers }, principal) =>
  decidirAnual(principal, Number(params.id), 'aprobar', body.observaciones, headers),
);
