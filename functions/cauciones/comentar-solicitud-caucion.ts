import { comentarSolicitudCaucion } from '#shared/contract/operations/cauciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { CAUCION_ADUANERA } from '#lib/suscripciones/caucion-aduanera.ts';
import { comentarSolicitud } from '#lib/suscripciones/seguimiento.ts';

export const handler = operationHandler(comentarSolicitudCaucion, ({ params, body, headers }, principal) =>
  comentarSolicitud(CAUCION_ADUANERA, principal, Number(params.id), body.texto, headers),
);
