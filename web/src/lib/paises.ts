import { useCatalogo } from './catalogos.ts';

/** GET /v1/catalogos/paises: id, nombre (in the tenant's locale) and flag of each country. */
export const usePaises = () => useCatalogo('paises');
