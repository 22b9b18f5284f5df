import { cambiarEstadoSolicitudCaucion } from '#shared/contract/operations/cauciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { CAUCION_ADUANERA } from '#lib/suscripciones/caucion-aduanera.ts';
import { cambiarEstadoSolicitud } from '#lib/suscripciones/seguimiento.ts';

/** The insurer answers a customs-bond request: En análisis, Cotizada (with the terms) or Rechazada (with the reason). */
export const handler = operationHandler(cambiarEstadoSolicitudCaucion, ({ params, body, headers }, principal) =>
  cambiarEstadoSolicitud(CAUCION_ADUANERA, principal, Number(params.id), body, headers),
);
