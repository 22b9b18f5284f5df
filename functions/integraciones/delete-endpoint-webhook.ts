import { deleteEndpointWebhook } from '#shared/contract/operations/webhooks.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { eliminarEndpoint } from '#lib/webhooks/endpoints.ts';

export const handler = operationHandler(deleteEndpointWebhook, async ({ params }, principal) => {
  await eliminarEndpoint(principal, params.endpointId);
  return {};
});
