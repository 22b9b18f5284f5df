import * as z from 'zod/mini';
import { cursorQuery, pageOf } from '../common.ts';
import { USER_ONLY, defineOperation } from '../define.ts';
import {
  endpointCambiosSchema,
  endpointConSecretoSchema,
  endpointInputSchema,
  endpointParamsSchema,
  endpointSchema,
  entregaParamsSchema,
  entregaSchema,
  secretoWebhookParamsSchema,
} from '../schemas/webhook.ts';

/**
 * The webhook endpoints of the caller's company (issue 30 item 3, records 0169–0171): a partner's
 * administrator registers the URLs and events, rotates the signing secret, reads each endpoint's
 * delivery log and redelivers. Only the portal's own users, for the company they work with.
 */
const BASE = '/v1/integraciones/webhooks';
const GESTIONAR = 'integraciones.gestionar' as const;

export const listEndpointsWebhook = defineOperation({
  id: 'list-endpoints-webhook',
  area: 'integraciones',
  method: 'GET',
  path: BASE,
  callers: USER_ONLY,
  permission: GESTIONAR,
  summary: 'Los endpoints de webhook de la empresa de quien llama, con sus eventos y secretos (sin valores).',
  response: z.object({ data: z.array(endpointSchema) }),
  uses: ['table:read'],
});

export const createEndpointWebhook = defineOperation({
  id: 'create-endpoint-webhook',
  idempotente: true,
  area: 'integraciones',
  method: 'POST',
  path: BASE,
  callers: USER_ONLY,
  permission: GESTIONAR,
  summary:
    'Registra un endpoint HTTPS de la empresa con los eventos que quiere recibir; contesta su secreto de firma una sola vez.',
  body: endpointInputSchema,
  response: endpointConSecretoSchema,
  status: 201,
  uses: ['table:write'],
});

export const updateEndpointWebhook = defineOperation({
  id: 'update-endpoint-webhook',
  area: 'integraciones',
  method: 'PATCH',
  path: `${BASE}/{endpointId}`,
  callers: USER_ONLY,
  permission: GESTIONAR,
  summary:
    'Cambia la URL, la descripción o los eventos del endpoint, o lo pausa y lo reactiva (pausado no recibe eventos nuevos).',
  params: endpointParamsSchema,
  body: endpointCambiosSchema,
  response: endpointSchema,
  uses: ['table:write'],
});

export const deleteEndpointWebhook = defineOperation({
  id: 'delete-endpoint-webhook',
  area: 'integraciones',
  method: 'DELETE',
  path: `${BASE}/{endpointId}`,
  callers: USER_ONLY,
  permission: GESTIONAR,
  summary: 'Elimina el endpoint: no recibe más entregas y las pendientes se dan por fallidas.',
  params: endpointParamsSchema,
  response: z.object({}),
  status: 204,
  uses: ['table:write'],
});

export const rotarSecretoEndpointWebhook = defineOperation({
  id: 'rotar-secreto-endpoint-webhook',
  idempotente: true,
  area: 'integraciones',
  method: 'POST',
  path: `${BASE}/{endpointId}/secretos`,
  callers: USER_ONLY,
  permission: GESTIONAR,
  summary:
    'Agrega un segundo secreto de firma (rotación sin corte: cada entrega lleva una firma por secreto hasta retirar el viejo); contesta su valor una sola vez.',
  params: endpointParamsSchema,
  response: endpointConSecretoSchema,
  status: 201,
  uses: ['table:write'],
});

export const retirarSecretoEndpointWebhook = defineOperation({
  id: 'retirar-secreto-endpoint-webhook',
  area: 'integraciones',
  method: 'DELETE',
  path: `${BASE}/{endpointId}/secretos/{secretoId}`,
  callers: USER_ONLY,
  permission: GESTIONAR,
  summary: 'Retira uno de los dos secretos de firma del endpoint; el último no se retira.',
  params: secretoWebhookParamsSchema,
  response: endpointSchema,
  uses: ['table:write'],
});

export const listEntregasWebhook = defineOperation({
  id: 'list-entregas-webhook',
  area: 'integraciones',
  method: 'GET',
  path: `${BASE}/{endpointId}/entregas`,
  callers: USER_ONLY,
  permission: GESTIONAR,
  summary:
    'El registro de entregas del endpoint, las más nuevas primero, una página por cursor: estado, intentos, código de respuesta y el cuerpo enviado. Se guardan 30 días.',
  params: endpointParamsSchema,
  query: z.object(cursorQuery(20, 50)),
  response: pageOf(entregaSchema),
  uses: ['table:read'],
});

export const reenviarEntregaWebhook = defineOperation({
  id: 'reenviar-entrega-webhook',
  area: 'integraciones',
  method: 'POST',
  path: `${BASE}/{endpointId}/entregas/{entregaId}/reenvio`,
  callers: USER_ONLY,
  permission: GESTIONAR,
  summary:
    'Vuelve a entregar una entrega entregada o fallida, con el mismo id y cuerpo y 24 h de reintentos nuevas; una pendiente contesta 409.',
  params: entregaParamsSchema,
  response: entregaSchema,
  status: 202,
  uses: ['table:write', 'webhooks:queue'],
});
