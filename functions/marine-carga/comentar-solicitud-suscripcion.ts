import { comentarSolicitudSuscripcion } from '#shared/contract/operations/suscripciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { MARINE_CARGA } from '#lib/suscripciones/marine-carga.ts';
import { comentarSolicitud } from '#lib/suscripciones/seguimiento.ts';

export const handler = operationHandler(comentarSolicitudSuscripcion, ({ params, body, headers }, principal) =>
  comentarSolicitud(MARINE_CARGA, principal, Number(params.id), body.texto, headers),
);
