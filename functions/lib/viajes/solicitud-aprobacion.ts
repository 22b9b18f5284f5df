import type { SolicitudAprobacion } from '#shared/contract/schemas/viaje-especifico.ts';
import type { Principal } from '../auth/principal.ts';
import { once } from '../idempotency/idempotency.ts';
import { guardarCertificado } from './guardar.ts';

/** POST (new quote) or PATCH (existing, payload with Id) of the excess-approval request. */
export const solicitarAprobacion = (
  principal: Principal,
  body: SolicitudAprobacion,
  headers: Record<string, string | undefined>,
) =>
  once(principal, 'solicitar-aprobacion', headers, body, async () => {
    const item = await guardarCertificado(principal, body, 'solicitarAprobacion', {
      respuestas: body.respuestas,
      contenedores: body.contenedores,
      observacion: body.observacion ?? null,
      decision: null,
    });
    return { id: item.id };
  });
