import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listUsuarios } from '#shared/contract/operations/usuarios.ts';
import type { Query } from '#shared/contract/define.ts';
import { apiCall } from '#web/lib/api-client.ts';

export type UsuariosQuery = Partial<Query<typeof listUsuarios>>;

/** Every query key of this feature starts with 'usuarios': a save invalidates them all. */
export const USUARIOS_KEY = ['usuarios'] as const;

export const usuariosQueryOptions = (query: UsuariosQuery) =>
  queryOptions({
    queryKey: [...USUARIOS_KEY, 'list', query] as const,
    queryFn: ({ signal }) => apiCall(listUsuarios, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /v1/usuarios: one page by cursor, ordered by apellido; the previous page stays while the next loads. */
export const useUsuarios = (query: UsuariosQuery) => useQuery(usuariosQueryOptions(query));
