import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rechazarCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import { apiCall } from '#web/lib/api-client.ts';
import type { DecisionVariables } from './aprobar-certificado.ts';
import { CERTIFICADOS_KEY } from './list-certificados.ts';

export const rechazarCertificadoRequest = ({ id, observaciones, idempotencyKey }: DecisionVariables) =>
  apiCall(rechazarCertificado, {
    params: { id: String(id) },
    body: { observaciones },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** POST /polizas/{id}/rechazo (insurer): the server notifies the producer; the lists refresh. */
export const useRechazarCertificado = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rechazarCertificadoRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CERTIFICADOS_KEY }),
  });
};
