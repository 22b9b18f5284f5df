import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCliente, listClientes } from '#shared/contract/operations/clientes.ts';
import type { ClienteInput } from '#shared/contract/schemas/cliente.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { isApiError } from '#web/lib/api-error.ts';

/** Every query key of the parties starts with 'clientes' (lists and the quote's searches): a create invalidates them all. */
export const CLIENTES_KEY = ['clientes'] as const;

export interface CreateClienteVariables {
  body: ClienteInput;
  /** One per form submission; an automatic retry of the same submission reuses it. */
  idempotencyKey: string;
}

export const createClienteRequest = ({ body, idempotencyKey }: CreateClienteVariables) =>
  apiCall(createCliente, { body, headers: { 'Idempotency-Key': idempotencyKey } });

/** POST /v1/clientes; refreshes the party lists, the quote's party searches and the dashboard figures. */
export const useCreateCliente = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClienteRequest,
    // Only a request that never got an answer is retried, with the same key.
    retry: (failureCount, error) => isApiError(error) && error.status === 0 && failureCount < 2,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CLIENTES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
};

/** The party a cloned quote names, found by the same search as EntidadSelect (its name), by id. */
export const buscarEntidad = async (nombre: string, id: number) =>
  (await apiCall(listClientes, { query: { filtro: nombre.slice(0, 100), size: 10 } })).data.find((c) => c.id === id) ?? null;
