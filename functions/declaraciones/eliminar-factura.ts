import { eliminarFactura } from '#shared/contract/operations/declaraciones.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { eliminarFacturaDe } from '#lib/declaraciones/archivos.ts';
import { toDeclaracion } from '#lib/declaraciones/vista.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** Removes the invoice of an unpaid declaration (Facturada → Declarada). */
export const handler = operationHandler(eliminarFactura, async ({ params }, principal) =>
  toDeclaracion(await eliminarFacturaDe(principal, params.id), visibilidadDe(principal)),
);
