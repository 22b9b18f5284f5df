import { adjuntarFactura } from '#shared/contract/operations/declaraciones.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { adjuntarFacturaA } from '#lib/declaraciones/archivos.ts';
import { toDeclaracion } from '#lib/declaraciones/vista.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** Attaches the uploaded invoice (Declarada → Facturada). */
export const handler = operationHandler(adjuntarFactura, async ({ body, params }, principal) =>
  toDeclaracion(await adjuntarFacturaA(principal, params.id, body), visibilidadDe(principal)),
);
