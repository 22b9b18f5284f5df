import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { CERTIFICADOS_KEY } from './list-certificados.ts';

export const certificadoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CERTIFICADOS_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => apiCall(getCertificado, { params: { id: String(id) }, signal }),
  });

/** The PDFs are rendered right after a save or an issue: re-read every second until they are there (a minute at most). */
const ESPERA_DOCUMENTOS_MS = 1000;
const MAX_ESPERAS = 60;

/** GET /v1/viajes-especificos/polizas/{id}: the certificate with its offer, documents and timeline. */
export const useCertificado = (id: number | undefined) =>
  useQuery({
    ...certificadoQueryOptions(id ?? 0),
    enabled: id !== undefined && id > 0,
    refetchInterval: (q) =>
      q.state.data?.documentosPendientes && q.state.dataUpdateCount < MAX_ESPERAS ? ESPERA_DOCUMENTOS_MS : false,
  });
