import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pais } from '#shared/catalogos/schemas.ts';
import { listCatalogo } from '#shared/contract/operations/catalogos.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { useEnLocale } from '#web/lib/catalogo-nombre.ts';

export const paisesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogos', 'paises'] as const,
    queryFn: ({ signal }) => apiCall(listCatalogo, { params: { catalogo: 'paises' }, signal }),
    select: (res) => res.data as Pais[],
    staleTime: 60 * 60_000,
  });

/** GET /v1/catalogos/paises: id, nombre (in the tenant's locale) and flag of each country. */
export const usePaises = () => {
  const enLocale = useEnLocale();
  return useQuery({ ...paisesQueryOptions(), select: (res) => enLocale(res.data as Pais[]) });
};
