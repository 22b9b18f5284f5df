import { subirArchivoDeclaracion } from '#shared/contract/operations/declaraciones.ts';
import { presignarArchivo } from '#lib/declaraciones/archivos.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** A presigned POST for the invoice, its CFDI or a payment proof (see presignarArchivo). */
export const handler = operationHandler(subirArchivoDeclaracion, ({ params, body }, principal) =>
  presignarArchivo(principal, params.id, body),
);
