import { useQuery } from '@tanstack/react-query';
import { verificarCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** The public format of a verification code: XXXX-XXXX-XXXX (upper-case letters and digits). */
export const CODIGO_VERIFICACION = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/**
 * GET /v1/publico/verificaciones/{codigo} (public: apiCall sends x-api-key, the tenant comes from the
 * host). A 404 is an answer ('not found'), not a failure to report.
 */
export const useVerificacion = (codigo: string) =>
  useQuery({
    queryKey: ['viajes-especificos', 'verificacion', codigo] as const,
    queryFn: ({ signal }) => apiCall(verificarCertificado, { params: { codigo }, signal, silent: true }),
    enabled: CODIGO_VERIFICACION.test(codigo),
    retry: false,
  });
