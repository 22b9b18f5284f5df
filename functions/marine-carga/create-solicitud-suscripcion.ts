import { createSolicitudSuscripcion } from '#shared/contract/operations/suscripciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { crearSolicitud } from '#lib/suscripciones/crear.ts';
import { MARINE_CARGA } from '#lib/suscripciones/marine-carga.ts';

/** Files an underwriting request (the insured a client the caller reaches): MC- number, Recibida, mailed to the desk. */
export const handler = operationHandler(createSolicitudSuscripcion, ({ body, headers }, principal) =>
  crearSolicitud(MARINE_CARGA, principal, body, headers),
);
