import * as z from 'zod/mini';
import { USER_ONLY, defineOperation } from '../define.ts';
import {
  clienteConSecretoSchema,
  clienteMaquinaInputSchema,
  clienteMaquinaSchema,
  clientIdParamsSchema,
  secretoParamsSchema,
} from '../schemas/cliente-maquina.ts';

/**
 * The machine clients of the caller's company (issue 30 item 2, records 0164–0166): a partner's
 * administrator creates one per transport system, rotates its secret and deletes it. Only the
 * portal's own users (never a partner's SSO session or a machine), for the company they work with.
 */
const BASE = '/v1/integraciones/maquinas';

export const listClientesMaquina = defineOperation({
  id: 'list-clientes-maquina',
  area: 'integraciones',
  method: 'GET',
  path: BASE,
  callers: USER_ONLY,
  permission: 'integraciones.gestionar',
  summary:
    'Los clientes de máquina (sistemas de transporte) de la empresa de quien llama, con sus alcances y secretos (sin valores).',
  response: z.object({ data: z.array(clienteMaquinaSchema) }),
  uses: ['table:read', 'machine-clients:read'],
});

export const createClienteMaquina = defineOperation({
  id: 'create-cliente-maquina',
  idempotente: true,
  area: 'integraciones',
  method: 'POST',
  path: BASE,
  callers: USER_ONLY,
  permission: 'integraciones.gestionar',
  summary:
    'Crea un cliente de máquina de la empresa (client credentials de Cognito) con los alcances que quien llama puede otorgar; contesta su secreto una sola vez.',
  body: clienteMaquinaInputSchema,
  response: clienteConSecretoSchema,
  status: 201,
  uses: ['table:write', 'machine-clients:create', 'machine-clients:read', 'machine-clients:delete'],
});

export const rotarSecretoClienteMaquina = defineOperation({
  id: 'rotar-secreto-cliente-maquina',
  idempotente: true,
  area: 'integraciones',
  method: 'POST',
  path: `${BASE}/{clientId}/secretos`,
  callers: USER_ONLY,
  permission: 'integraciones.gestionar',
  summary:
    'Agrega un segundo secreto al cliente (rotación sin corte: los dos valen hasta retirar el viejo); contesta su valor una sola vez.',
  params: clientIdParamsSchema,
  response: clienteConSecretoSchema,
  status: 201,
  uses: ['table:write', 'machine-clients:rotate', 'machine-clients:read'],
});

export const retirarSecretoClienteMaquina = defineOperation({
  id: 'retirar-secreto-cliente-maquina',
  area: 'integraciones',
  method: 'DELETE',
  path: `${BASE}/{clientId}/secretos/{secretoId}`,
  callers: USER_ONLY,
  permission: 'integraciones.gestionar',
  summary: 'Retira uno de los dos secretos del cliente; el último no se retira (para cortar el acceso, eliminá el cliente).',
  params: secretoParamsSchema,
  response: clienteMaquinaSchema,
  uses: ['table:write', 'machine-clients:rotate', 'machine-clients:read'],
});

export const deleteClienteMaquina = defineOperation({
  id: 'delete-cliente-maquina',
  area: 'integraciones',
  method: 'DELETE',
  path: `${BASE}/{clientId}`,
  callers: USER_ONLY,
  permission: 'integraciones.gestionar',
  summary: 'Elimina el cliente de máquina: sus tokens dejan de valer en el acto y su app client de Cognito se borra.',
  params: clientIdParamsSchema,
  response: z.object({}),
  status: 204,
  uses: ['table:write', 'machine-clients:delete'],
});
