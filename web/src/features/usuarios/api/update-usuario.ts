import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUsuario } from '#shared/contract/operations/usuarios.ts';
import type { UsuarioInput } from '#shared/contract/schemas/usuario.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { USUARIOS_KEY } from './list-usuarios.ts';

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
