import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cambiarEstadoUsuario } from '#shared/contract/operations/usuarios.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { USUARIOS_KEY } from './list-usuarios.ts';

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
