import { listEndpointsWebhook } from '#shared/contract/operations/webhooks.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { listarEndpoints } from '#lib/webhooks/endpoints.ts';

export const handler = operationHandler(listEndpointsWebhook, async (_input, principal) => ({
  data: await listarEndpoints(principal),
}));
