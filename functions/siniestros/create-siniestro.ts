import { createSiniestro } from '#shared/contract/operations/siniestros.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { denunciar } from '#lib/siniestros/denunciar.ts';

export const handler = operationHandler(createSiniestro, async ({ body, headers }, principal) =>
  once(principal, 'create-siniestro', headers, body, () =>
    denunciar(principal.tenant, principal.db, body, 'interno', principal.usuario),
  ),
);
