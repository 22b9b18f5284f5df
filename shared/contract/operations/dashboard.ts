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
    /** Specific-trip certificates of the company (premium of the issued ones, in USD). */
    certificados: z
      .object({
        cotizados: z.number().int(),
        enAprobacion: z.number().int(),
        emitidos: z.number().int(),
        premioEmitidoUsd: z.number(),
      })
      .nullable(),
    /** Open claims of the company and what they claim, in USD (spec: claims are in USD). */
    siniestros: z.object({ abiertos: z.number().int(), montoReclamadoUsd: z.number() }).nullable(),
  }),
  uses: ['table:read'],
});
