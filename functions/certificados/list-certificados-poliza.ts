import { listCertificadosPoliza } from '#shared/contract/operations/certificados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { listarDePoliza } from '#lib/certificados/lista.ts';
import { filaCarga } from '#lib/certificados/vista.ts';
import type { FilaCargaItem } from '#lib/data/certificados-carga.ts';

/** The cargo certificates of a policy, for the administration or the policy's insurer (see listarDePoliza). */
export const handler = operationHandler(listCertificadosPoliza, ({ params, query }, principal) => {
  const v = visibilidadDe(principal);
  return listarDePoliza(principal, 'transporte', Number(params.id), query, (f: FilaCargaItem) => filaCarga(f, v));
});
