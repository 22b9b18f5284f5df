import { cancelarCertificadoContenedores } from '#shared/contract/operations/contenedores.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { cancelar } from '#lib/certificados/acciones.ts';

/** Cancels a container quote (quoted, in approval or approved): it stays, in state cancelado, for the record. */
export const handler = operationHandler(cancelarCertificadoContenedores, ({ params, headers }, principal) =>
  cancelar(principal, 'contenedores', Number(params.id), headers),
);
