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
    /**
     * Certificates under floating policies the caller reaches (the administration all, an insurer its
     * policies', a client's users their client's, anyone else those its company issued). Issued counts
     * the declared ones too; the premium issued goes per currency (never summed across currencies),
     * null without show-premium.
     */
    flotantes: z.nullable(
      z.object({
        cotizados: z.int(),
        enAprobacion: z.int(),
        emitidos: z.int(),
        primaEmitida: z.nullable(z.array(z.object({ moneda: z.object({ id: z.int(), codigo: z.string() }), monto: z.number() }))),
      }),
    ),
    /** Open claims of the company and what they claim, in USD (spec: claims are in USD). */
    siniestros: z.nullable(z.object({ abiertos: z.int(), montoReclamadoUsd: z.number() })),
    /**
     * Per type of declaration the caller reaches: drafts awaiting confirmation, invoiced not paid, and
     * what is owed per currency (counters); null without a declarations permission.
     */
    declaraciones: z.nullable(
      z.array(
        z.object({
          tipo: z.enum(['venta', 'tecnica']),
          borradores: z.int(),
          facturadas: z.int(),
          adeudado: z.array(z.object({ moneda: z.object({ id: z.int(), codigo: z.string() }), monto: z.number() })),
        }),
      ),
    ),
  }),
  uses: ['table:read'],
});
