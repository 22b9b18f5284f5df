import { queryOptions, useQuery } from '@tanstack/react-query';
import { listEmpresas } from '#shared/contract/operations/catalogos.ts';
import { apiCall } from '#web/lib/api-client.ts';

export const empresasQueryOptions = () =>
  queryOptions({
    queryKey: ['empresas'] as const,
    queryFn: ({ signal }) => apiCall(listEmpresas, { signal }),
    select: (res) => res.data,
    staleTime: 10 * 60_000,
  });

/** GET /v1/empresas: the companies (and policies) of the tenant a permission can point to. */
export const useEmpresas = () => useQuery(empresasQueryOptions());
