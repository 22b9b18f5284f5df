import { rotarSecretoClienteMaquina } from '#shared/contract/operations/integraciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { rotarSecreto } from '#lib/integraciones/clientes-maquina.ts';
import { unaVezConSecreto } from '#lib/integraciones/secreto-una-vez.ts';

export const handler = operationHandler(rotarSecretoClienteMaquina, async ({ params, headers }, principal) =>
  unaVezConSecreto(principal, 'rotar-secreto-cliente-maquina', headers, params, () => rotarSecreto(principal, params.clientId)),
);
