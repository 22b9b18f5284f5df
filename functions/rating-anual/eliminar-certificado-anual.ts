import { eliminarCertificadoAnual } from '#shared/contract/operations/rating-anual.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { nombreUsuario } from '#lib/rating-anual/guardar.ts';
import { transicionarAnual } from '#lib/rating-anual/transicion.ts';

/**
 * Deletes a quote that is not issued (soft: the item and its audit stay; it leaves every list and
 * count). Only its producer's company or the administration: an insurer decides, it does not delete.
 */
export const handler = operationHandler(eliminarCertificadoAnual, async ({ params }, principal) => {
  const c = await transicionarAnual(principal, Number(params.id), 'eliminar', {
    autorizado: () => principal.empresa.tipo !== 'aseguradora',
    cambios: async () => ({ set: { eliminado: { fecha: new Date().toISOString(), usuario: nombreUsuario(principal) } } }),
  });
  return { id: c.id };
});
