import { createClienteMaquina } from '#shared/contract/operations/integraciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { crearClienteMaquina } from '#lib/integraciones/clientes-maquina.ts';
import { unaVezConSecreto } from '#lib/integraciones/secreto-una-vez.ts';

export const handler = operationHandler(createClienteMaquina, async ({ body, headers }, principal) =>
  unaVezConSecreto(principal, 'create-cliente-maquina', headers, body, () => crearClienteMaquina(principal, body)),
);
