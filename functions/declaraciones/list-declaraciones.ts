import { listDeclaraciones } from '#shared/contract/operations/declaraciones.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { listarDeclaraciones } from '#lib/declaraciones/lista.ts';
import { toDeclaracion } from '#lib/declaraciones/vista.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** One page of the declarations of a type the caller reaches (see listarDeclaraciones). */
export const handler = operationHandler(listDeclaraciones, async ({ query }, principal) => {
  const v = visibilidadDe(principal);
  const { items, cursor, total } = await listarDeclaraciones(principal, query);
  return {
    data: await Promise.all(items.map((d) => toDeclaracion(d, v))),
    meta: { size: query.size, nextCursor: cursor, total },
  };
});
