import { confirmarPagos } from '#shared/contract/operations/declaraciones.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { confirmarPagoDe } from '#lib/declaraciones/archivos.ts';
import { toDeclaracion } from '#lib/declaraciones/vista.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** Confirms the total payment, the id in the body (spec 2 §7 'POST declaraciones/pagadas'). */
export const handler = operationHandler(confirmarPagos, async ({ body }, principal) =>
  toDeclaracion(await confirmarPagoDe(principal, body.id, body.faltante), visibilidadDe(principal)),
);
