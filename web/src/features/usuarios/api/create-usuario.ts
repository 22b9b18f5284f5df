import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createUsuario } from '#shared/contract/operations/usuarios.ts';
import type { UsuarioInput } from '#shared/contract/schemas/usuario.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { retryNetworkErrors } from '../lib/retry.ts';
import { USUARIOS_KEY } from './list-usuarios.ts';

export interface CreateUsuarioVariables {
  body: UsuarioInput;
  /** One per form submission; an automatic retry of the same submission reuses it. */
  idempotencyKey: string;
}

export const createUsuarioRequest = ({ body, idempotencyKey }: CreateUsuarioVariables) =>
  apiCall(createUsuario, { body, headers: { 'Idempotency-Key': idempotencyKey } });

/** POST /v1/usuarios; refreshes the user lists and the dashboard figures. */
export const useCreateUsuario = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUsuarioRequest,
    retry: retryNetworkErrors,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USUARIOS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
};
