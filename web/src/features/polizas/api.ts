import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { anularPoliza, createPoliza, getPoliza, listPolizas, updatePoliza } from '#shared/contract/operations/polizas.ts';
import type { Query } from '#shared/contract/define.ts';
import type { PolizaInput, PolizaUpdate } from '#shared/contract/schemas/poliza.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { isApiError } from '#web/lib/api-error.ts';

export type PolizasQuery = Partial<Query<typeof listPolizas>>;

/** Every query key of this feature starts with 'polizas': a save invalidates them all. */
export const POLIZAS_KEY = ['polizas'] as const;

/** GET /v1/polizas: one page by cursor; the previous page stays while the next loads. */
export const usePolizas = (query: PolizasQuery) =>
  useQuery({
    queryKey: [...POLIZAS_KEY, 'list', query] as const,
    queryFn: ({ signal }) => apiCall(listPolizas, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const polizaQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...POLIZAS_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => apiCall(getPoliza, { params: { id: String(id) }, signal }),
    staleTime: 0,
  });

/** GET /v1/polizas/{id}; idle while no id (create mode). */
export const usePoliza = (id: number | undefined) => useQuery({ ...polizaQueryOptions(id ?? 0), enabled: id !== undefined });

/** Retries a create only when the request never got an answer (network failure), at most twice. */
const retryNetworkErrors = (failureCount: number, error: unknown): boolean =>
  isApiError(error) && error.status === 0 && failureCount < 2;

const useInvalidarPolizas = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: POLIZAS_KEY });
};

/** POST /v1/polizas with one Idempotency-Key per submission (a network retry reuses it). */
export const useCreatePoliza = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PolizaInput; idempotencyKey: string }) =>
      apiCall(createPoliza, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    retry: retryNetworkErrors,
    onSuccess: useInvalidarPolizas(),
  });

/** PUT /v1/polizas/{id} with the version read (409 when someone saved since). */
export const useUpdatePoliza = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: PolizaUpdate }) => apiCall(updatePoliza, { params: { id: String(id) }, body }),
    onSuccess: useInvalidarPolizas(),
  });

/** POST /v1/polizas/{id}/anulacion. */
export const useAnularPoliza = () =>
  useMutation({
    mutationFn: ({ id, version, motivo }: { id: number; version: number; motivo: string }) =>
      apiCall(anularPoliza, { params: { id: String(id) }, body: { version, motivo } }),
    onSuccess: useInvalidarPolizas(),
  });

/** Currencies, transport modes, goods and countries, named in the tenant's locale. */
export { useCatalogo } from '#web/lib/catalogos.ts';
