import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adjuntarArchivoSiniestro,
  descargarArchivoSiniestro,
  getSiniestro,
  listEstadosSiniestro,
  listSiniestros,
  patchSiniestro,
  subirArchivoSiniestro,
} from '#shared/contract/operations/siniestros.ts';
import type { Body, Query } from '#shared/contract/define.ts';
import type { ListaArchivos, Siniestro } from '#shared/contract/schemas/siniestro.ts';
import { apiCall } from '#web/lib/api-client.ts';

export type SiniestrosQuery = Partial<Query<typeof listSiniestros>>;

/** Every key of this feature starts with 'siniestros': a save or a new claim invalidates them all. */
export const SINIESTROS_KEY = ['siniestros'] as const;

/** GET /v1/siniestros: one page by cursor, ordered by fechaDenuncia, one lookup at a time. */
export const useSiniestros = (query: SiniestrosQuery, enabled = true) =>
  useQuery({
    queryKey: [...SINIESTROS_KEY, 'list', query] as const,
    queryFn: ({ signal }) => apiCall(listSiniestros, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const siniestroQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...SINIESTROS_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => apiCall(getSiniestro, { params: { id: String(id) }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

/** GET /v1/siniestros/{id}: with short-lived download URLs, observations and history. */
export const useSiniestro = (id: number) => useQuery(siniestroQueryOptions(id));

/** GET /v1/siniestros/estados: the enumeration with the allowed next statuses. */
export const useEstadosSiniestro = () =>
  useQuery({
    queryKey: [...SINIESTROS_KEY, 'estados'] as const,
    queryFn: ({ signal }) => apiCall(listEstadosSiniestro, { signal }),
    select: (r) => r.data,
    staleTime: 60 * 60_000,
  });

/** PATCH /v1/siniestros/{id}: the edit (with version) or a comment; the answer replaces the cached claim. */
export const usePatchSiniestro = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof patchSiniestro>) => apiCall(patchSiniestro, { params: { id: String(id) }, body }),
    onSuccess: (s: Siniestro) => {
      queryClient.setQueryData(siniestroQueryOptions(id).queryKey, s);
      void queryClient.invalidateQueries({ queryKey: [...SINIESTROS_KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
};

/** POST /v1/siniestros/{id}/subidas: an upload slot for an existing claim. */
export const pedirSlotSiniestro = (id: number) => (p: { lista: ListaArchivos; nombre: string; tipo: string; tamano: number }) =>
  apiCall(subirArchivoSiniestro, { params: { id: String(id) }, body: p, silent: true });

/** POST /v1/siniestros/{id}/archivos: attaches an uploaded file after the server checks it. */
export const adjuntarArchivo = (id: number, body: { lista: ListaArchivos; key: string; nombre: string }) =>
  apiCall(adjuntarArchivoSiniestro, { params: { id: String(id) }, body, silent: true });

/** GET /v1/siniestros/{id}/descarga: a fresh link of one of its files (by key) or of 'certificado', asked for on click. */
export const descargarDocumento = (id: number, documento: string) => async () =>
  (await apiCall(descargarArchivoSiniestro, { params: { id: String(id) }, query: { documento } })).url;
