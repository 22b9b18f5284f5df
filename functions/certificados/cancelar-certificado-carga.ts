import { cancelarCertificadoCarga } from '#shared/contract/operations/certificados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { transicionar } from '#lib/certificados/transicion.ts';
import { once } from '#lib/idempotency/idempotency.ts';

/** Cancels a quote (quoted, in approval or approved): it stays, in state cancelado, for the record. */
export const handler = operationHandler(cancelarCertificadoCarga, async ({ params, headers }, principal) =>
  once(principal, `cancelar-certificado-carga:${params.id}`, headers, params, () =>
    transicionar(principal, Number(params.id), 'cancelar'),
  ),
);
