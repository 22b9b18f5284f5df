import { emitirCertificadoAnual } from '#shared/contract/operations/rating-anual.ts';
import { numberInTransaction } from '#lib/data/model/counters.ts';
import { nuevaVerificacion } from '#lib/data/verificaciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { transicionarAnual } from '#lib/rating-anual/transicion.ts';

/**
 * Issues a clean or approved quote: an FA- number from its own sequence and a public verification code,
 * in the same transaction as the state change (no number lost or repeated); the certificate PDF
 * follows on CertificadoEmitido.
 */
export const handler = operationHandler(emitirCertificadoAnual, ({ params, headers }, principal) =>
  once(principal, `emitir-certificado-anual:${params.id}`, headers, { id: params.id }, async () => {
    const c = await transicionarAnual(principal, Number(params.id), 'emitir', {
      evento: 'CertificadoEmitido',
      cambios: async () => {
        const { numero, ops } = await numberInTransaction(principal.db, 'numero-certificado-anual');
        const verificacion = nuevaVerificacion('rating-anual', Number(params.id));
        return {
          set: {
            nroCertificado: `FA-${String(numero).padStart(8, '0')}`,
            fechaEmision: new Date().toISOString(),
            codigoVerificacion: verificacion.codigo,
          },
          ops: [...ops, ...verificacion.ops],
        };
      },
    });
    return { id: c.id, estado: c.estado, nroCertificado: c.nroCertificado! };
  }),
);
