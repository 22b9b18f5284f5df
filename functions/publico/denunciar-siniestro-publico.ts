import { denunciarSiniestroPublico } from '#shared/contract/operations/siniestros.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { denunciar } from '#lib/siniestros/denunciar.ts';

/** The public claim notice; pressing Informar twice (same Idempotency-Key) files one claim. */
export const handler = operationHandler(denunciarSiniestroPublico, async ({ body, headers }, caller) =>
  once(caller, 'denuncia-publica', headers, body, () =>
    denunciar(caller.tenant, caller.db, body, 'publico', { id: 'publico', email: body.contacto.email }),
  ),
);
