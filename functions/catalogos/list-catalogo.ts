import type * as z from 'zod';
import type { CATALOGOS } from '#shared/catalogos/schemas.ts';
import { listCatalogo } from '#shared/contract/operations/catalogos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { catalogos } from '#lib/data/catalogos.ts';

export const handler = operationHandler(listCatalogo, async ({ params }, { table }) => ({
  data: await catalogos(table).list<z.infer<(typeof CATALOGOS)[typeof params.catalogo]>>(params.catalogo),
}));
