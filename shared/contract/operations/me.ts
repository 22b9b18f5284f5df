import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { USER_OR_SSO, defineOperation } from '../define.ts';
import { meSchema } from '../schemas/me.ts';

export const getMe = defineOperation({
  id: 'get-me',
  area: 'me',
  method: 'GET',
  path: '/v1/me',
  callers: USER_OR_SSO,
  summary: 'El usuario autenticado: datos, empresas con rol y permisos, y la configuración del tenant.',
  query: z.object({}),
  response: meSchema,
  uses: ['table:read'],
});
