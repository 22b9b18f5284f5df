import * as z from 'zod/mini';
import { CATALOGO_NOMBRES, type CATALOGOS, type CatalogoNombre } from '#shared/catalogos/schemas.ts';
import { warmCache } from './model/cache.ts';
import type { TenantDb } from './model/db.ts';
import { defineEntity } from './model/entity.ts';

/** Reference data is bounded (countries, currencies, goods types); more entries than this is a data error. */
export const MAX_ENTRADAS_CATALOGO = 1000;

/** One entry of a tenant catalogue (a country, a currency, a goods type, ...), sorted by id. */
export const CatalogoEntrada = defineEntity(
  z.looseObject({ catalogo: z.enum(CATALOGO_NOMBRES as [CatalogoNombre, ...CatalogoNombre[]]), id: z.int() }),
)({
  name: 'catalogo',
  description: 'Una entrada de un catálogo del tenant.',
  usedBy: 'list-catalogo y los nombres de país de las listas (caché de 5 min en el contenedor)',
  key: { pk: ['catalogo'], sk: ['id'] },
  pad: { id: 6 },
});

type Entrada<N extends CatalogoNombre> = z.infer<(typeof CATALOGOS)[N]>;

const cache = warmCache<unknown[]>(5 * 60_000);

/** A whole catalogue, read once per container and tenant every few minutes. */
export const catalogo = async <N extends CatalogoNombre>(db: TenantDb, nombre: N): Promise<Entrada<N>[]> =>
  (await cache(db.tenant, nombre, async () => {
    const page = await db.query(CatalogoEntrada, 'primary', { catalogo: nombre }, { limit: MAX_ENTRADAS_CATALOGO });
    return page.items.map(({ catalogo: _c, ...entrada }) => entrada);
  })) as Entrada<N>[];
