import { rechazarCertificadoCarga } from '#shared/contract/operations/certificados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { decidirCertificado } from '#lib/certificados/decision.ts';

export const handler = operationHandler(rechazarCertificadoCarga, ({ params, body, headers }, principal) =>
  decidirCertificado(principal, 'transporte', Number(params.id), 'rechazar', body.observaciones, headers),
);
