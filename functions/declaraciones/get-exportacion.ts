import { getExportacion } from '#shared/contract/operations/declaraciones.ts';
import { exportacionDelCaller } from '#lib/exportaciones/exportacion.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** How the caller's export goes: pending, ready with a fresh link, or failed. */
export const handler = operationHandler(getExportacion, ({ params }, principal) => exportacionDelCaller(principal, params.id));
