import { cancelarCertificadoCarga } from '#shared/contract/operations/certificados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { cancelar } from '#lib/certificados/acciones.ts';

/** Cancels a cargo quote (quoted, in approval or approved): it stays, in state cancelado, for the record. */
export const handler = operationHandler(cancelarCertificadoCarga, ({ params, headers }, principal) =>
  cancelar(principal, 'transporte', Number(params.id), headers),
);
