import { emitirCertificadoCarga } from '#shared/contract/operations/certificados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { emitir } from '#lib/certificados/acciones.ts';

/** Issues a quoted or approved cargo certificate: a CC- number from the cargo sequence (see emitir). */
export const handler = operationHandler(emitirCertificadoCarga, ({ params, headers }, principal) =>
  emitir(principal, 'transporte', Number(params.id), headers),
);
