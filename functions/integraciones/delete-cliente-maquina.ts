import { deleteClienteMaquina } from '#shared/contract/operations/integraciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { eliminarClienteMaquina } from '#lib/integraciones/clientes-maquina.ts';

export const handler = operationHandler(deleteClienteMaquina, async ({ params }, principal) => {
  await eliminarClienteMaquina(principal, params.clientId);
  return {};
});
