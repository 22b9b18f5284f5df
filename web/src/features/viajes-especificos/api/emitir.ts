import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emitirCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import type { EmitirRequest } from '#shared/contract/schemas/viaje-especifico.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { apiCall } from '#web/lib/api-client.ts';

export interface EmitirVariables {
  body: EmitirRequest;
  idempotencyKey: string;
}

export const emitirRequest = ({ body, idempotencyKey }: EmitirVariables) =>
  apiCall(emitirCertificado, { body, headers: { 'Idempotency-Key': idempotencyKey } });

const retryNetwork = (count: number, error: unknown) => isApiError(error) && error.status === 0 && count < 2;

/** POST /v1/viajes-especificos/polizas/emitidas: the issue request of a saved quote. */
export const useEmitir = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emitirRequest,
    retry: retryNetwork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['viajes-especificos'] }),
  });
};
