import { updateEndpointWebhook } from '#shared/contract/operations/webhooks.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { cambiarEndpoint } from '#lib/webhooks/endpoints.ts';

export const handler = operationHandler(updateEndpointWebhook, ({ params, body }, principal) =>
  cambiarEndpoint(principal, params.endpointId, body),
);
