import { listCertificadosContenedoresPoliza } from '#shared/contract/operations/contenedores.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { listarDePoliza } from '#lib/certificados/lista.ts';
import { filaContenedores } from '#lib/certificados/vista.ts';
import type { FilaContenedoresItem } from '#lib/data/certificados-carga.ts';

/** The container certificates of a policy, for the administration or the policy's insurer (see listarDePoliza). */
export const handler = operationHandler(listCertificadosContenedoresPoliza, ({ params, query }, principal) => {
  const v = visibilidadDe(principal);
  return listarDePoliza(principal, 'contenedores', Number(params.id), query, (f: FilaContenedoresItem) => filaContenedores(f, v));
});
