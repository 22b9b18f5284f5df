import { listCertificadosCarga } from '#shared/contract/operations/certificados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { listar } from '#lib/certificados/lista.ts';
import { filaCarga } from '#lib/certificados/vista.ts';
import type { FilaCargaItem } from '#lib/data/certificados-carga.ts';

/** One page of the cargo certificates the caller reaches (see listar). */
export const handler = operationHandler(listCertificadosCarga, ({ query }, principal) => {
  const v = visibilidadDe(principal);
  return listar(principal, 'transporte', query, (f: FilaCargaItem) => filaCarga(f, v));
});
