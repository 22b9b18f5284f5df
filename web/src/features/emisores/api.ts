import { keepPreviousData, queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { listEmpresas } from '#shared/contract/operations/catalogos.ts';
import {
  createEmisor,
  descargarConstanciaEmisor,
  getEmisor,
  listEmisores,
  subirConstanciaEmisor,
  updateEmisor,
} from '#shared/contract/operations/emisores.ts';
import { getPoliza, listPolizas } from '#shared/contract/operations/polizas.ts';
import { listEjecutivos } from '#shared/contract/operations/usuarios.ts';
import type { Query } from '#shared/contract/define.ts';
import type { EmisorInput } from '#shared/contract/schemas/emisor.ts';
import { pedidoDeSubida } from '#shared/files/constancias.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { EMPRESAS_KEY } from '#web/lib/list-empresas.ts';
import { ME_QUERY_KEY } from '#web/lib/me-key.ts';
import { useCatalogo } from '#web/lib/catalogos.ts';

/** Every query key of this feature starts with 'emisores': a save invalidates them all. */
export const EMISORES_KEY = ['emisores'] as const;

export type EmisoresQuery = Partial<Query<typeof listEmisores>>;

/** GET /v1/emisores: one page by commercial name; the previous page stays while the next loads. */
export const useEmisores = (query: EmisoresQuery) =>
  useQuery(
    queryOptions({
      queryKey: [...EMISORES_KEY, 'list', query] as const,
      queryFn: ({ signal }) => apiCall(listEmisores, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /v1/emisores/{id}, only in edit mode. */
export const useEmisor = (id: number | undefined) =>
  useQuery({
    queryKey: [...EMISORES_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => apiCall(getEmisor, { params: { id: String(id) }, signal }),
    enabled: id !== undefined,
  });

export interface GuardarEmisorVariables {
  id: number | undefined;
  version: number | undefined;
  body: EmisorInput;
  /** One per form submission: a retried create answers the same issuer. */
  idempotencyKey: string;
}

/**
 * POST (create) or PUT (edit, with the version read) of an issuer. A create also makes the author an
 * administrator of the new company: the session and the company lists are read again.
 */
export const useGuardarEmisor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body, idempotencyKey }: GuardarEmisorVariables) =>
      id === undefined
        ? apiCall(createEmisor, { body, headers: { 'Idempotency-Key': idempotencyKey } })
        : apiCall(updateEmisor, { params: { id: String(id) }, body: { ...body, version: version ?? 0 } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: EMISORES_KEY }),
        queryClient.invalidateQueries({ queryKey: EMPRESAS_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
};

export const pedirSubidaConstancia = (emisorId: number | undefined, file: { name: string; type: string; size: number }) =>
  apiCall(subirConstanciaEmisor, { body: { ...pedidoDeSubida(file), ...(emisorId ? { emisorId } : {}) } });

export const pedirDescargaConstancia = async (emisorId: number, key: string) =>
  (await apiCall(descargarConstanciaEmisor, { params: { id: String(emisorId) }, query: { key } })).url;

/** GET /v1/polizas?texto=: the policies a condition can apply to (with their endorsements). */
export const usePolizas = (texto: string) =>
  useQuery({
    queryKey: ['polizas', 'list', { texto, size: 20 }] as const,
    queryFn: ({ signal }) => apiCall(listPolizas, { query: { texto, size: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

/** The policies conditions of a loaded issuer point at, for their numbers and endorsement names. */
export const usePolizasPorId = (ids: readonly number[]) =>
  useQueries({
    queries: [...new Set(ids)].map((id) => ({
      queryKey: ['polizas', 'detail', id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => apiCall(getPoliza, { params: { id: String(id) }, signal }),
      staleTime: 5 * 60_000,
    })),
  });

/** GET /v1/ejecutivos: the active account executives (first page, by apellido). */
export const useEjecutivos = () =>
  useQuery({
    queryKey: ['ejecutivos', 'list'] as const,
    queryFn: ({ signal }) => apiCall(listEjecutivos, { query: { size: 100 }, signal }),
    staleTime: 5 * 60_000,
  });

/** GET /v1/empresas?tipo=intermediario. */
export const useIntermediarios = () =>
  useQuery({
    queryKey: [...EMPRESAS_KEY, 'intermediarios'] as const,
    queryFn: ({ signal }) => apiCall(listEmpresas, { query: { tipo: 'intermediario', size: 100 }, signal }),
    staleTime: 5 * 60_000,
  });

/** GET /v1/catalogos/monedas, named in the tenant's locale. */
export const useMonedas = () => useCatalogo('monedas');

/** GET /v1/catalogos/tiposContenedor: the container types a container condition rates. */
export const useTiposContenedor = () => useCatalogo('tiposContenedor');
