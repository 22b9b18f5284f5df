import { retirarSecretoClienteMaquina } from '#shared/contract/operations/integraciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { retirarSecretoCliente } from '#lib/integraciones/clientes-maquina.ts';

export const handler = operationHandler(retirarSecretoClienteMaquina, async ({ params }, principal) =>
  retirarSecretoCliente(principal, params.clientId, params.secretoId),
);
