import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { USER_OR_SSO, defineOperation } from '../define.ts';

export const getDashboard = defineOperation({
  id: 'get-dashboard',
  area: 'dashboard',
  method: 'GET',
  path: '/v1/dashboard',
  callers: USER_OR_SSO,
  permission: 'dashboard.ver',
  summary: 'Las cifras del tablero para el usuario y la empresa elegida.',
  response: z.object({
    usuarios: z.nullable(z.int()),
    clientes: z.int(),
    /** Specific-trip certificates of the company (premium of the issued ones, in USD). */
    certificados: z.nullable(
      z.object({
        cotizados: z.int(),
        enAprobacion: z.int(),
        emitidos: z.int(),
        premioEmitidoUsd: z.number(),
      }),
    ),
    /** Open claims of the company and what they claim, in USD (spec: claims are in USD). */
    siniestros: z.nullable(z.object({ abiertos: z.int(), montoReclamadoUsd: z.number() })),
  }),
  uses: ['table:read'],
});
