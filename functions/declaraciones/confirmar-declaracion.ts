import { confirmarDeclaracion } from '#shared/contract/operations/declaraciones.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { declaracionDelCaller } from '#lib/declaraciones/acceso.ts';
import { transicionar } from '#lib/declaraciones/transicion.ts';
import { toDeclaracion } from '#lib/declaraciones/vista.ts';
import { operationHandler } from '#lib/http/handler.ts';

/**
 * 'Estoy conforme' (spec 2 §4.2): the partner or insurer the draft is with (or the administration)
 * accepts it; the same conditional transition as the automatic acceptance, so only one of them wins.
 */
export const handler = operationHandler(confirmarDeclaracion, async ({ body }, principal) => {
  const d = await declaracionDelCaller(principal, body.id);
  const next = await transicionar(principal.db, d, {
    accion: 'confirmar',
    por: { id: principal.usuario.id, email: principal.usuario.email },
    cambios: { aceptacion: 'manual' },
  });
  return toDeclaracion(next, visibilidadDe(principal));
});
