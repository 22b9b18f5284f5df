import { eliminarPago } from '#shared/contract/operations/declaraciones.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { eliminarPagoDe } from '#lib/declaraciones/archivos.ts';
import { toDeclaracion } from '#lib/declaraciones/vista.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** Removes a payment proof of an unpaid declaration. */
export const handler = operationHandler(eliminarPago, async ({ params }, principal) =>
  toDeclaracion(await eliminarPagoDe(principal, params.id, params.pagoId), visibilidadDe(principal)),
);
