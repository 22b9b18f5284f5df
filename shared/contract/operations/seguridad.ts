import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { USER_OR_SSO, defineOperation } from '../define.ts';

export const getEnlaceSeguridad = defineOperation({
  id: 'get-enlace-seguridad',
  area: 'seguridad',
  method: 'GET',
  path: '/v1/seguridad/enlace',
  callers: USER_OR_SSO,
  permission: 'seguridad.usar',
  summary: 'El enlace externo de cotización de custodia para la empresa elegida y su país ({email} sin reemplazar).',
  response: z.object({ url: z.string() }),
  uses: ['table:read'],
});
