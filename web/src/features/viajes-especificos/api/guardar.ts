import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guardarCotizacion } from '#shared/contract/operations/viajes-especificos.ts';
import type { GuardarRequest } from '#shared/contract/schemas/viaje-especifico.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { apiCall } from '#web/lib/api-client.ts';

export interface GuardarVariables {
  body: GuardarRequest;
  /** One per save click; an automatic retry of the same click reuses it. */
  idempotencyKey: string;
}

export const guardarRequest = ({ body, idempotencyKey }: GuardarVariables) =>
  apiCall(guardarCotizacion, { body, headers: { 'Idempotency-Key': idempotencyKey } });

const retryNetwork = (count: number, error: unknown) => isApiError(error) && error.status === 0 && count < 2;

/** POST /v1/viajes-especificos/polizas: saves the quote (new, or with Id an existing one). */
export const useGuardarCotizacion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: guardarRequest,
    retry: retryNetwork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['viajes-especificos'] }),
  });
};
