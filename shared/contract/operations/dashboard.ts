import * as z from 'zod';
import { defineOperation } from '../define.ts';

export const getDashboard = defineOperation({
  id: 'get-dashboard',
  area: 'dashboard',
  method: 'GET',
  path: '/v1/dashboard',
  caller: 'sso',
  permission: 'dashboard.ver',
  summary: 'Las cifras del tablero para el usuario y la empresa elegida.',
  response: z.object({
    usuarios: z.number().int().nullable(),
    clientes: z.number().int(),
  }),
  uses: ['table:read'],
});
