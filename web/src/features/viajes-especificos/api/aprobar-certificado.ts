import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aprobarCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { CERTIFICADOS_KEY } from './list-certificados.ts';

export interface DecisionVariables {
  id: number;
  observaciones: string;
  /** One per decision; a retry of the same click reuses it. */
  idempotencyKey: string;
}

export const aprobarCertificadoRequest = ({ id, observaciones, idempotencyKey }: DecisionVariables) =>
  apiCall(aprobarCertificado, {
    params: { id: String(id) },
    body: { observaciones },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** POST /polizas/{id}/aprobacion (insurer): the server notifies the producer; the lists refresh. */
export const useAprobarCertificado = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: aprobarCertificadoRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CERTIFICADOS_KEY }),
  });
};
