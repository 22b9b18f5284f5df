import { queryOptions, useQuery } from '@tanstack/react-query';
import { listEmpresas } from '#shared/contract/operations/catalogos.ts';
import type { Empresa } from '#shared/contract/schemas/empresa.ts';
import { apiCall } from './api-client.ts';

/** The largest page GET /v1/empresas answers: what a company select offers before any search. */
export const EMPRESAS_PAGE_SIZE = 100;

/** Every query key of the companies starts with 'empresas'. */
export const EMPRESAS_KEY = ['empresas'] as const;

export interface PrimerasEmpresas {
  /** The first page, by name. */
  empresas: Empresa[];
  /** True when the tenant has no more companies than these (no next page). */
  completa: boolean;
}

export const primerasEmpresasQueryOptions = () =>
  queryOptions({
    queryKey: [...EMPRESAS_KEY, 'primeras'] as const,
    queryFn: ({ signal }) => apiCall(listEmpresas, { query: { size: EMPRESAS_PAGE_SIZE }, signal }),
    select: (res): PrimerasEmpresas => ({ empresas: res.data, completa: res.meta.nextCursor === null }),
    staleTime: 10 * 60_000,
  });

/**
 * GET /v1/empresas?size=100: the first 100 companies of the tenant by name. Selects offer these and
 * search the server (`useBuscarEmpresas`) for the others.
 */
export const usePrimerasEmpresas = () => useQuery(primerasEmpresasQueryOptions());

/** GET /v1/empresas?filtro=: the companies whose name begins with `filtro` (idle while it is blank). */
export const useBuscarEmpresas = (filtro: string, enabled = true) =>
  useQuery({
    queryKey: [...EMPRESAS_KEY, 'buscar', filtro] as const,
    queryFn: ({ signal }) => apiCall(listEmpresas, { query: { filtro, size: 20 }, signal }),
    select: (res) => res.data,
    enabled: enabled && filtro.length > 0,
    staleTime: 60_000,
  });
