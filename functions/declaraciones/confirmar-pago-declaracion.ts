import { confirmarPagoDeclaracion } from '#shared/contract/operations/declaraciones.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { confirmarPagoDe } from '#lib/declaraciones/archivos.ts';
import { toDeclaracion } from '#lib/declaraciones/vista.ts';
import { ValidationError } from '#lib/http/errors.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** Confirms the payment (spec 2 §7 'POST declaraciones/{id}/pagadas'); the body names the same declaration. */
export const handler = operationHandler(confirmarPagoDeclaracion, async ({ params, body }, principal) => {
  if (body.id !== params.id) throw new ValidationError([{ path: 'id', message: 'No coincide con la declaración de la ruta' }]);
  return toDeclaracion(await confirmarPagoDe(principal, params.id, body.faltante), visibilidadDe(principal));
});
