import { emitirCertificadoCarga } from '#shared/contract/operations/certificados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { transicionar } from '#lib/certificados/transicion.ts';
import { numberInTransaction } from '#lib/data/model/counters.ts';
import { once } from '#lib/idempotency/idempotency.ts';

/** The printed number of an issued cargo certificate. */
const numeroCarga = (n: number) => `CC-${String(n).padStart(8, '0')}`;

/**
 * Issues a quoted or approved cargo certificate. The number comes from the tenant's cargo sequence in
 * the same transaction as the state change (see numberInTransaction): of two concurrent issues one
 * wins, the other reads the certificate again and gets 409, and no number is lost or repeated. The
 * PDF is rendered by the documents function on CertificadoEmitido.
 */
export const handler = operationHandler(emitirCertificadoCarga, async ({ params, headers }, principal) =>
  once(principal, `emitir-certificado-carga:${params.id}`, headers, params, () =>
    transicionar(principal, Number(params.id), 'emitir', {
      evento: 'CertificadoEmitido',
      cambios: async () => {
        const { numero, ops } = await numberInTransaction(principal.db, 'certificado-carga');
        return { set: { nroCertificado: numeroCarga(numero), fechaEmision: new Date().toISOString() }, ops };
      },
    }),
  ),
);
