import { emitirCertificadoContenedores } from '#shared/contract/operations/contenedores.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { emitir } from '#lib/certificados/acciones.ts';

/** Issues a quoted or approved container certificate: a CT- number from the containers' own sequence (see emitir). */
export const handler = operationHandler(emitirCertificadoContenedores, ({ params, headers }, principal) =>
  emitir(principal, 'contenedores', Number(params.id), headers),
);
