import { createSolicitudCaucion } from '#shared/contract/operations/cauciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { CAUCION_ADUANERA } from '#lib/suscripciones/caucion-aduanera.ts';
import { crearSolicitud } from '#lib/suscripciones/crear.ts';

/** Files a customs-bond quotation request (the tomador a client the caller reaches): CA- number, Recibida, mailed to the insurer. */
export const handler = operationHandler(createSolicitudCaucion, ({ body, headers }, principal) =>
  crearSolicitud(CAUCION_ADUANERA, principal, body, headers),
);
