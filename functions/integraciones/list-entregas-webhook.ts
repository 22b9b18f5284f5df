import { listEntregasWebhook } from '#shared/contract/operations/webhooks.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { listarEntregas } from '#lib/webhooks/entregas.ts';

export const handler = operationHandler(listEntregasWebhook, ({ params, query }, principal) =>
  listarEntregas(principal, params.endpointId, query),
);
