import { getSolicitudSuscripcion } from '#shared/contract/operations/suscripciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { MARINE_CARGA } from '#lib/suscripciones/marine-carga.ts';
import { detalleSolicitud } from '#lib/suscripciones/vista.ts';

export const handler = operationHandler(getSolicitudSuscripcion, ({ params }, principal) =>
  detalleSolicitud(MARINE_CARGA, principal, Number(params.id)),
);
