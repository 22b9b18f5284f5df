import { listEmpresas } from '#shared/contract/operations/catalogos.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { pagina } from '#lib/http/pagina.ts';
import { Empresa } from '#lib/data/empresas.ts';

/** One page of companies by name, of one type or all; the search is a prefix of the name. */
export const handler = operationHandler(listEmpresas, async ({ query }, { db }) => {
  const options = { limit: query.size, cursor: query.cursor, ...(query.filtro ? { prefix: [normalizar(query.filtro)] } : {}) };
  const page = query.tipo
    ? await db.query(Empresa, 'byTipo', { tipo: query.tipo }, options)
    : await db.query(Empresa, 'byNombre', {}, options);
  return pagina(page, query.size, null, (e) => e);
});
