import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '#shared/contract/define.ts';
import {
  cambiarEstadoUsuario,
  createUsuario,
  getUsuario,
  listRoles,
  listUsuarios,
  updateUsuario,
} from '#shared/contract/operations/usuarios.ts';
import type { UsuarioInput } from '#shared/contract/schemas/usuario.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { retryNetworkErrors } from './lib/retry.ts';

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

export interface CambiarEstadoUsuarioVariables {
  id: number;
  estado: boolean;
}

export const cambiarEstadoUsuarioRequest = ({ id, estado }: CambiarEstadoUsuarioVariables) =>
  apiCall(cambiarEstadoUsuario, { params: { id: String(id) }, body: { estado } });

/** PUT /v1/usuarios/{id}/estado; refreshes the user lists (and the detail) and the dashboard figures. */
export const useCambiarEstadoUsuario = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cambiarEstadoUsuarioRequest,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USUARIOS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
};

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

export const usuarioQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...USUARIOS_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => apiCall(getUsuario, { params: { id: String(id) }, signal }),
    staleTime: 0,
  });

/** GET /v1/usuarios/{id}; idle while no id (create mode). */
export const useUsuario = (id: number | undefined) => useQuery({ ...usuarioQueryOptions(id ?? 0), enabled: id !== undefined });

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: ['roles'] as const,
    queryFn: ({ signal }) => apiCall(listRoles, { signal }),
    select: (res) => res.data,
    staleTime: 10 * 60_000,
  });

/** GET /v1/roles: the roles an administrator can give in a company. */
export const useRoles = () => useQuery(rolesQueryOptions());

export interface UpdateUsuarioVariables {
  id: number;
  body: UsuarioInput;
}

export const updateUsuarioRequest = ({ id, body }: UpdateUsuarioVariables) =>
  apiCall(updateUsuario, { params: { id: String(id) }, body });

/** PUT /v1/usuarios/{id}; refreshes the user lists (and the detail) and the dashboard figures. */
export const useUpdateUsuario = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsuarioRequest,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USUARIOS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
};
