import { rechazarCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { decidir } from '#lib/viajes/decision.ts';

export const handler = operationHandler(rechazarCertificado, ({ params, body }, principal) =>
  decidir(principal, Number(params.id), 'rechazar', body.observaciones),
);
