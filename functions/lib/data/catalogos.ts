import type { CatalogoNombre } from '#shared/catalogos/schemas.ts';
import type { TenantTable } from './table.ts';

/** A catalogue is one item per entry under CATALOGO#<nombre>, sorted by id. */
export const catalogos = (table: TenantTable) => ({
  item: (nombre: CatalogoNombre, entry: { id: number }) =>
    table.item({ pk: ['CATALOGO', nombre], sk: ['CATALOGO', String(entry.id).padStart(6, '0')] }, { tipo: 'catalogo', ...entry }),

  list: async <T>(nombre: CatalogoNombre): Promise<T[]> =>
    (await table.queryAll({ pk: ['CATALOGO', nombre] })).map(({ pk: _pk, sk: _sk, tipo: _tipo, ...entry }) => entry as T),
});
