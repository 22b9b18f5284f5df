import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaestroNombre } from '#shared/catalogos/versiones.ts';
import { getMaestro, guardarVersionMaestro } from '#shared/contract/operations/maestros.ts';
import { apiCall } from '#web/lib/api-client.ts';

const MAESTROS_KEY = ['maestros'] as const;

export const maestroQueryOptions = (maestro: MaestroNombre) =>
  queryOptions({
    queryKey: [...MAESTROS_KEY, maestro] as const,
    queryFn: ({ signal }) => apiCall(getMaestro, { params: { maestro }, signal }),
    staleTime: 0,
  });

/** GET /v1/maestros/{maestro}: the version in effect, the latest (the base of an edit) and the history. */
export const useMaestro = (maestro: MaestroNombre) => useQuery(maestroQueryOptions(maestro));

export interface NuevaVersion {
  versionBase: number;
  vigenteDesde: string;
  contenido: unknown;
}

/**
 * POST /v1/maestros/{maestro}/versiones. Never retried by itself: a retry after a lost answer is safe on
 * the server, but the editor decides after reading the 409. Refreshes the master and the catalogues the
 * other screens cache.
 */
export const useGuardarVersion = (maestro: MaestroNombre) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NuevaVersion) => apiCall(guardarVersionMaestro, { params: { maestro }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...MAESTROS_KEY, maestro] }),
        queryClient.invalidateQueries({ queryKey: ['catalogos', maestro] }),
      ]),
  });
};
