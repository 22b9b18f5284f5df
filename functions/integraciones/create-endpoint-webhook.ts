import { createEndpointWebhook } from '#shared/contract/operations/webhooks.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { unaVezConSecreto } from '#lib/integraciones/secreto-una-vez.ts';
import { crearEndpoint } from '#lib/webhooks/endpoints.ts';

export const handler = operationHandler(createEndpointWebhook, async ({ body, headers }, principal) => {
  const { cliente, secreto } = await unaVezConSecreto(principal, 'create-endpoint-webhook', headers, body, () =>
    crearEndpoint(principal, body),
  );
  return { endpoint: cliente, secreto };
});
