import { aprobarCertificadoContenedores } from '#shared/contract/operations/contenedores.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { decidirCertificado } from '#lib/certificados/decision.ts';

export const handler = operationHandler(aprobarCertificadoContenedores, ({ params, body, headers }, principal) =>
  decidirCertificado(principal, 'contenedores', Number(params.id), 'aprobar', body.observaciones, headers),
);
