import { darDeBajaCertificadoContenedores } from '#shared/contract/operations/contenedores.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { darDeBaja } from '#lib/certificados/acciones.ts';

/** Cancels an issued container certificate with a reason, while no declaration holds it. */
export const handler = operationHandler(darDeBajaCertificadoContenedores, ({ params, body, headers }, principal) =>
  darDeBaja(principal, 'contenedores', Number(params.id), body.motivo, headers),
);
