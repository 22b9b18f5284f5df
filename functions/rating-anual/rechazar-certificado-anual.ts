import { rechazarCertificadoAnual } from '#shared/contract/operations/rating-anual.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { decidirAnual } from '#lib/rating-anual/decision.ts';

export const handler = operationHandler(rechazarCertificadoAnual, ({ params, body, headers }, principal) =>
  decidirAnual(principal, Number(params.id), 'rechazar', body.observaciones, headers),
);
