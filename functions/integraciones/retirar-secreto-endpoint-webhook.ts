import { retirarSecretoEndpointWebhook } from '#shared/contract/operations/webhooks.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { retirarSecretoEndpoint } from '#lib/webhooks/endpoints.ts';

export const handler = operationHandler(retirarSecretoEndpointWebhook, ({ params }, principal) =>
  retirarSecretoEndpoint(principal, params.endpointId, params.secretoId),
);
