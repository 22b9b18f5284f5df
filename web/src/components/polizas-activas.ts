import { useQuery } from '@tanstack/react-query';
import { listPolizasActivasCarga, listPolizasActivasContenedores } from '#shared/contract/operations/polizas-activas.ts';
import { apiCall } from '#web/lib/api-client.ts';

const OPERACION = { transporte: listPolizasActivasCarga, contenedores: listPolizasActivasContenedores } as const;

/**
 * The client's policies of one line in force today, with endorsements and the working company's
 * issuer conditions (GET /v1/clientes/{id}/polizas-activas/{ramo}): what a certificate form offers,
 * readable by whoever quotes that kind of certificate (a producer, a client's operator).
 */
export const usePolizasActivas = (clienteId: number | null, ramo: keyof typeof OPERACION) =>
  useQuery({
    queryKey: ['certificados', 'polizas-activas', ramo, clienteId] as const,
    enabled: clienteId !== null,
    queryFn: ({ signal }) => apiCall(OPERACION[ramo], { params: { id: String(clienteId) }, signal }),
    select: (res) => res.data,
  });
