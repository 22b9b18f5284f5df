import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUsuario } from '#shared/contract/operations/usuarios.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { USUARIOS_KEY } from './list-usuarios.ts';

export const usuarioQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...USUARIOS_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => apiCall(getUsuario, { params: { id: String(id) }, signal }),
    staleTime: 0,
  });

/** GET /v1/usuarios/{id}; idle while no id (create mode). */
export const useUsuario = (id: number | undefined) => useQuery({ ...usuarioQueryOptions(id ?? 0), enabled: id !== undefined });
