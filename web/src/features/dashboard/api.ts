import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboard } from '#shared/contract/operations/dashboard.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** The figures depend on the company chosen in the header (x-empresa-id), hence the key. */
export const dashboardQueryOptions = (empresaId: number | undefined) =>
  queryOptions({
    queryKey: ['dashboard', empresaId ?? null] as const,
    queryFn: ({ signal }) => apiCall(getDashboard, { signal }),
  });

/** GET /v1/dashboard: users (null when the role may not see users), parties, certificates and open claims (null when not allowed). */
export const useDashboard = (empresaId: number | undefined) => useQuery(dashboardQueryOptions(empresaId));
