import { getSolicitudCaucion } from '#shared/contract/operations/cauciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { CAUCION_ADUANERA } from '#lib/suscripciones/caucion-aduanera.ts';
import { detalleSolicitud } from '#lib/suscripciones/vista.ts';

export const handler = operationHandler(getSolicitudCaucion, ({ params }, principal) =>
  detalleSolicitud(CAUCION_ADUANERA, principal, Number(params.id)),
);
