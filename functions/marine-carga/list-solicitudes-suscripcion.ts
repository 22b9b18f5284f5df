import { listSolicitudesSuscripcion } from '#shared/contract/operations/suscripciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { listarSolicitudes } from '#lib/suscripciones/listar.ts';
import { MARINE_CARGA } from '#lib/suscripciones/marine-carga.ts';

/** One page of the underwriting requests the caller sees (the desk: the tenant's; a requester: its company's). */
export const handler = operationHandler(listSolicitudesSuscripcion, ({ query }, principal) =>
  listarSolicitudes(MARINE_CARGA, principal, query),
);
