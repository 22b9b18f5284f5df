import { cambiarEstadoSolicitudSuscripcion } from '#shared/contract/operations/suscripciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { MARINE_CARGA } from '#lib/suscripciones/marine-carga.ts';
import { cambiarEstadoSolicitud } from '#lib/suscripciones/seguimiento.ts';

/** The underwriting desk moves a request on (2 §4.4 goes no further; the states are issue 15's). */
export const handler = operationHandler(cambiarEstadoSolicitudSuscripcion, ({ params, body, headers }, principal) =>
  cambiarEstadoSolicitud(MARINE_CARGA, principal, Number(params.id), body, headers),
);
