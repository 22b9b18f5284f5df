import { listCertificadosContenedores } from '#shared/contract/operations/contenedores.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { listar } from '#lib/certificados/lista.ts';
import { filaContenedores } from '#lib/certificados/vista.ts';
import type { FilaContenedoresItem } from '#lib/data/certificados-carga.ts';

/** One page of the container certificates the caller reaches (see listar). */
export const handler = operationHandler(listCertificadosContenedores, ({ query }, principal) => {
  const v = visibilidadDe(principal);
  return listar(principal, 'contenedores', query, (f: FilaContenedoresItem) => filaContenedores(f, v));
});
