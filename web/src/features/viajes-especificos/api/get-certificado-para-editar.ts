import { useQuery } from '@tanstack/react-query';
import { getCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** GET /v1/viajes-especificos/polizas/{id} for the wizard (edit, clone, issue); idle without id. */
export const useCertificadoParaEditar = (id: number | undefined) =>
  useQuery({
    queryKey: ['viajes-especificos', 'wizard', 'certificado', id ?? 0] as const,
    queryFn: ({ signal }) => apiCall(getCertificado, { params: { id: String(id) }, signal }),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
