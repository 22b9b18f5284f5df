import { solicitarAprobacion as operacion } from '#shared/contract/operations/viajes-especificos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { solicitarAprobacion } from '#lib/viajes/solicitud-aprobacion.ts';

export const handler = operationHandler(operacion, ({ body, headers }, principal) =>
  solicitarAprobacion(principal, body, headers),
);
