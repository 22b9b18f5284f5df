import { ROLE_IDS, ROLES } from '#shared/auth/roles.ts';
import { listRoles } from '#shared/contract/operations/usuarios.ts';
import { operationHandler } from '#lib/http/handler.ts';

export const handler = operationHandler(listRoles, async () => ({
  data: ROLE_IDS.map((id) => ({ id, nombre: ROLES[id].nombre })),
}));
