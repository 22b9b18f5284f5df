import { rotarSecretoEndpointWebhook } from '#shared/contract/operations/webhooks.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { unaVezConSecreto } from '#lib/integraciones/secreto-una-vez.ts';
import { rotarSecretoEndpoint } from '#lib/webhooks/endpoints.ts';

export const handler = operationHandler(rotarSecretoEndpointWebhook, async ({ params, headers }, principal) => {
  const { cliente, secreto } = await unaVezConSecreto(principal, 'rotar-secreto-endpoint-webhook', headers, params, () =>
    rotarSecretoEndpoint(principal, params.endpointId),
  );
  return { endpoint: cliente, secreto };
});
