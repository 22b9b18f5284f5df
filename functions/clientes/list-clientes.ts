import type { Pais } from '#shared/catalogos/schemas.ts';
import { listClientes } from '#shared/contract/operations/clientes.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { catalogos } from '#lib/data/catalogos.ts';
import { clientes, normalizar, toCliente } from '#lib/data/clientes.ts';

export const handler = operationHandler(listClientes, async ({ query }, { table }) => {
  const [todos, paises] = await Promise.all([clientes(table).list(query.productorId), catalogos(table).list<Pais>('paises')]);
  const filtro = normalizar(query.filtro).replace(/[\s./-]/g, '');
  const encontrados = filtro ? todos.filter((c) => c.busqueda.replace(/[\s./-]/g, '').includes(filtro)) : todos;
  const pais = (id: number) => paises.find((p) => p.id === id) ?? { id, nombre: '', bandera: '' };
  return {
    data: encontrados.slice(query.page * query.size, (query.page + 1) * query.size).map((c) => toCliente(c, pais(c.paisId))),
    meta: { total: encontrados.length, page: query.page, size: query.size, nextCursor: null },
  };
});
