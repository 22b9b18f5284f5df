import { listClientesMaquina } from '#shared/contract/operations/integraciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { listarClientesMaquina } from '#lib/integraciones/clientes-maquina.ts';

export const handler = operationHandler(listClientesMaquina, async (_input, principal) => ({
  data: await listarClientesMaquina(principal),
}));
