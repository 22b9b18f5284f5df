import { darDeBajaCertificadoCarga } from '#shared/contract/operations/certificados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { darDeBaja } from '#lib/certificados/acciones.ts';

/** Cancels an issued cargo certificate with a reason, while no declaration holds it. */
export const handler = operationHandler(darDeBajaCertificadoCarga, ({ params, body, headers }, principal) =>
  darDeBaja(principal, 'transporte', Number(params.id), body.motivo, headers),
);
