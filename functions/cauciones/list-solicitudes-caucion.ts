import { listSolicitudesCaucion } from '#shared/contract/operations/cauciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { CAUCION_ADUANERA } from '#lib/suscripciones/caucion-aduanera.ts';
import { listarSolicitudes } from '#lib/suscripciones/listar.ts';

/** One page of the customs-bond requests the caller sees (the insurer: the tenant's; a requester: its company's). */
export const handler = operationHandler(listSolicitudesCaucion, ({ query }, principal) =>
  listarSolicitudes(CAUCION_ADUANERA, principal, query),
);
