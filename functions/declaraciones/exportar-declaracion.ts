import { exportarDeclaracion } from '#shared/contract/operations/declaraciones.ts';
import { ESTADOS_DECLARACION } from '#shared/declaraciones/estados.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { declaracionDelCaller } from '#lib/declaraciones/acceso.ts';
import { bordereauDe, ERROR_EXPORTACION, nombreBordereau } from '#lib/declaraciones/bordereau.ts';
import { presignDownload } from '#lib/files/storage.ts';
import { ConflictError, HttpError } from '#lib/http/errors.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { log } from '#lib/http/logger.ts';

/**
 * The declaration's bordereau (spec 2 §2.3 export): the stored XLSX of what the reader may see (the
 * month close makes it), or made now; a short-lived link. A declaration still closing has no final lines.
 */
export const handler = operationHandler(exportarDeclaracion, async ({ params }, principal) => {
  const d = await declaracionDelCaller(principal, params.id);
  if (d.estado === ESTADOS_DECLARACION.enProceso.id) throw new ConflictError('La declaración todavía se está cerrando.');
  try {
    const key = await bordereauDe(principal.db, d, visibilidadDe(principal));
    return { url: await presignDownload(key, nombreBordereau(d)) };
  } catch (err) {
    log.error('bordereau failed', { declaracion: d.id, error: err instanceof Error ? err.message : String(err) });
    throw new HttpError(500, ERROR_EXPORTACION);
  }
});
