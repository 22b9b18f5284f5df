import { listCertificadosAnuales } from '#shared/contract/operations/rating-anual.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { pagina } from '#lib/http/pagina.ts';
import { listarAnuales } from '#lib/rating-anual/lista.ts';
import { toFilaAnual } from '#lib/rating-anual/vista.ts';

export const handler = operationHandler(listCertificadosAnuales, async ({ query }, principal) => {
  const { page, total } = await listarAnuales(principal, query);
  return pagina(page, query.size, total, toFilaAnual(visibilidadDe(principal)));
});
