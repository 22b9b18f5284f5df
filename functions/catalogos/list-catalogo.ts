import { listCatalogo } from '#shared/contract/operations/catalogos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { catalogo } from '#lib/data/catalogos.ts';

export const handler = operationHandler(listCatalogo, async ({ params }, { db }) => ({
  data: await catalogo(db, params.catalogo),
}));
