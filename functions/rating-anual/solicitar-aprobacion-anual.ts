import { solicitarAprobacionAnual } from '#shared/contract/operations/rating-anual.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { nombreUsuario } from '#lib/rating-anual/guardar.ts';
import { transicionarAnual } from '#lib/rating-anual/transicion.ts';

/** A saved quote goes to the insurer with the three answers of the approval modal. */
export const handler = operationHandler(solicitarAprobacionAnual, ({ params, body, headers }, principal) =>
  once(principal, `solicitar-aprobacion-anual:${params.id}`, headers, body, async () => {
    const c = await transicionarAnual(principal, Number(params.id), 'solicitarAprobacion', {
      evento: 'AprobacionSolicitada',
      cambios: async () => ({
        set: { solicitudAprobacion: { ...body, fecha: new Date().toISOString(), usuario: nombreUsuario(principal) } },
      }),
    });
    return { id: c.id, estado: c.estado };
  }),
);
