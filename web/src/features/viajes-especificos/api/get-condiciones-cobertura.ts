import { useQuery } from '@tanstack/react-query';
import { getCondicionesCobertura } from '#shared/contract/operations/viajes-especificos.ts';
import { apiCall } from '#web/lib/api-client.ts';

/**
 * GET /v1/publico/condiciones/{coberturaId} (public: the tenant comes from the host). Never cached: the
 * answer is a presigned URL that expires in minutes, so each visit asks for a fresh one.
 */
export const useCondicionesCobertura = (coberturaId: number) =>
  useQuery({
    queryKey: ['viajes-especificos', 'condiciones', coberturaId] as const,
    queryFn: ({ signal }) => apiCall(getCondicionesCobertura, { params: { coberturaId }, signal, silent: true }),
    enabled: Number.isSafeInteger(coberturaId) && coberturaId > 0,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
