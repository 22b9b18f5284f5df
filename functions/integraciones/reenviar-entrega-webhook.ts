import { reenviarEntregaWebhook } from '#shared/contract/operations/webhooks.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { reenviarEntrega } from '#lib/webhooks/entregas.ts';

export const handler = operationHandler(reenviarEntregaWebhook, ({ params }, principal) =>
  reenviarEntrega(principal, params.endpointId, params.entregaId),
);
