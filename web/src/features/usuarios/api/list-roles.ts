import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRoles } from '#shared/contract/operations/usuarios.ts';
import { apiCall } from '#web/lib/api-client.ts';

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: ['roles'] as const,
    queryFn: ({ signal }) => apiCall(listRoles, { signal }),
    select: (res) => res.data,
    staleTime: 10 * 60_000,
  });

/** GET /v1/roles: the roles an administrator can give in a company. */
export const useRoles = () => useQuery(rolesQueryOptions());
