import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Query } from '#shared/contract/define.ts';
import { listCertificados } from '#shared/contract/operations/viajes-especificos.ts';
import { apiCall } from '#web/lib/api-client.ts';

export type CertificadosQuery = Partial<Query<typeof listCertificados>>;

/** Every specific-trip certificate query (list, detail) starts with this key: a decision invalidates them all. */
export const CERTIFICADOS_KEY = ['viajes-especificos', 'certificados'] as const;

export const certificadosQueryOptions = (query: CertificadosQuery) =>
  queryOptions({
    queryKey: [...CERTIFICADOS_KEY, 'list', query] as const,
    queryFn: ({ signal }) => apiCall(listCertificados, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /v1/viajes-especificos/polizas: one page by cursor, ordered by fechaEstado, one lookup at a time. */
export const useCertificados = (query: CertificadosQuery) => useQuery(certificadosQueryOptions(query));
