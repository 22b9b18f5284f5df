import { exportarDeclaracion } from '#shared/contract/operations/declaraciones.ts';
import { ESTADOS_DECLARACION } from '#shared/declaraciones/estados.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { declaracionDelCaller } from '#lib/declaraciones/acceso.ts';
import { claveBordereau, nombreBordereau } from '#lib/declaraciones/bordereau.ts';
import { pedirExportacion } from '#lib/exportaciones/exportacion.ts';
import { documentExists } from '#lib/files/storage.ts';
import { ConflictError } from '#lib/http/errors.ts';
import { operationHandler } from '#lib/http/handler.ts';

/**
 * The declaration's bordereau (spec 2 §2.3 export) in the variant the reader may see: ready at once
 * when the month close built it, otherwise built by the export worker (100,000 rows take longer than
 * a request may) and asked for again with get-exportacion. A declaration still closing has no final lines.
 */
export const handler = operationHandler(exportarDeclaracion, async ({ params }, principal) => {
  const d = await declaracionDelCaller(principal, params.id);
  if (d.estado === ESTADOS_DECLARACION.enProceso.id) throw new ConflictError('La declaración todavía se está cerrando.');
  const visibilidad = visibilidadDe(principal);
  const key = claveBordereau(principal.tenant.id, d, visibilidad);
  const hecha = (await documentExists(key)) ? key : undefined;
  return pedirExportacion(principal, { tipo: 'bordereau', declaracionId: d.id, visibilidad }, nombreBordereau(d), hecha);
});
