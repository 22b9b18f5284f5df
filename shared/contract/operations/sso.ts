import * as z from 'zod/mini';
import { LARGO_MAXIMO_ASERCION } from '../../auth/sso.ts';
import { PUBLIC, defineOperation } from '../define.ts';

export const crearSesionSso = defineOperation({
  id: 'crear-sesion-sso',
  area: 'publico',
  method: 'POST',
  path: '/v1/publico/sso/sesion',
  callers: PUBLIC,
  summary:
    'Ingreso SSO de un partner: verifica su aserción firmada (emisor registrado, firma, audiencia, vigencia, jti sin usar, empresa del mapeo), crea o actualiza el usuario con la empresa y el rol del mapeo, y contesta el usuario de Cognito con el que el SPA abre la sesión (autenticación personalizada con la misma aserción).',
  body: z.object({ asercion: z.string().check(z.minLength(1, 'Requerido'), z.maxLength(LARGO_MAXIMO_ASERCION)) }),
  response: z.object({ usuario: z.string() }),
  uses: ['table:write', 'users:create', 'users:set-password', 'users:update', 'sso:issuers'],
  rateLimit: { perMinute: 20 },
});
