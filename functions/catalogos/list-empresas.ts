import { listEmpresas } from '#shared/contract/operations/catalogos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { empresas } from '#lib/data/empresas.ts';

export const handler = operationHandler(listEmpresas, async ({ query }, { table }) => {
  const todas = await empresas(table).list();
  return { data: query.tipo ? todas.filter((e) => e.tipo === query.tipo) : todas };
});
