import { listEmisores } from '#shared/contract/operations/emisores.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { pagina } from '#lib/http/pagina.ts';
import { counterValues } from '#lib/data/model/counters.ts';
import { Emisor, emisoresTotal } from '#lib/data/emisores.ts';

/** One page of issuers by commercial name; texto narrows to names that begin with it (no total then). */
export const handler = operationHandler(listEmisores, async ({ query }, { db }) => {
  const [page, totales] = await Promise.all([
    db.query(
      Emisor,
      'byNombre',
      {},
      { limit: query.size, cursor: query.cursor, ...(query.texto ? { prefix: [normalizar(query.texto)] } : {}) },
    ),
    query.texto ? Promise.resolve(null) : counterValues(db, [emisoresTotal]),
  ]);
  return pagina(page, query.size, totales ? totales[0]! : null, (e) => e);
});
