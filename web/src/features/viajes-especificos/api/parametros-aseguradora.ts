import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParametrosAseguradora } from '#shared/contract/operations/viajes-especificos.ts';
import type { Response } from '#shared/contract/define.ts';
import { apiCall } from '#web/lib/api-client.ts';

export type ParametrosAseguradora = Response<typeof getParametrosAseguradora>['data'][number];

export const parametrosAseguradoraQueryOptions = () =>
  queryOptions({
    queryKey: ['viajes-especificos', 'parametros-aseguradora'] as const,
    queryFn: ({ signal }) => apiCall(getParametrosAseguradora, { signal }),
    select: (res) => res.data,
    staleTime: 10 * 60_000,
  });

/** GET /v1/viajes-especificos/parametros-aseguradora: instalments, payment forms and commercial ranges per insurer. */
export const useParametrosAseguradora = () => useQuery(parametrosAseguradoraQueryOptions());
