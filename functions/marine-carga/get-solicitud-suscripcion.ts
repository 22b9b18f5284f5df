import { getSolicitudSuscripcion } from '#shared/contract/operations/suscripciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { detalleSuscripcion } from '#lib/suscripciones/vista.ts';

export const handler = operationHandler(getSolicitudSuscripcion, ({ params }, principal) =>
  detalleSuscripcion(principal, Number(params.id)),
);
