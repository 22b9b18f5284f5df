import { adjuntarPago } from '#shared/contract/operations/declaraciones.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { adjuntarPagoA } from '#lib/declaraciones/archivos.ts';
import { toDeclaracion } from '#lib/declaraciones/vista.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** Adds an uploaded payment proof. */
export const handler = operationHandler(adjuntarPago, async ({ body, params }, principal) =>
  toDeclaracion(await adjuntarPagoA(principal, params.id, body), visibilidadDe(principal)),
);
