import { createSiniestro } from '#shared/contract/operations/siniestros.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { idempotencyKey, once } from '#lib/idempotency/idempotency.ts';
import { denunciar } from '#lib/siniestros/denunciar.ts';

export const handler = operationHandler(createSiniestro, async ({ body, headers }, { table, tenant, usuario }) =>
  once(table, 'create-siniestro', idempotencyKey(headers), body, () => denunciar(tenant, table, body, 'interno', usuario)),
);
