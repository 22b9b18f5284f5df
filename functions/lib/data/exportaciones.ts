import * as z from 'zod/mini';
import { ESTADOS_EXPORTACION } from '#shared/contract/schemas/exportacion.ts';
import { defineEntity, type ItemOf } from './model/entity.ts';

/** What a person asked to export: a declaration's bordereau in the variant they may read, or balances. */
export const pedidoExportacionSchema = z.discriminatedUnion('tipo', [
  z.object({
    tipo: z.literal('bordereau'),
    declaracionId: z.string(),
    visibilidad: z.object({ prima: z.boolean(), markup: z.boolean() }),
  }),
  z.object({
    tipo: z.literal('saldos'),
    clientes: z.array(z.int()),
    desde: z.optional(z.string()),
    hasta: z.optional(z.string()),
  }),
]);
export type PedidoExportacion = z.infer<typeof pedidoExportacionSchema>;

/**
 * An export being built apart from its request (DynamoDB TTL on expiraEn: a day). Keyed by who asked
 * (after the tenant, as every key): another user, or another tenant, never reads it.
 */
export const Exportacion = defineEntity(
  z.object({
    usuarioId: z.int(),
    id: z.string(),
    pedido: pedidoExportacionSchema,
    estado: z.enum(ESTADOS_EXPORTACION),
    /** The built file, once `lista`. */
    key: z.optional(z.string()),
    nombreArchivo: z.string(),
    creada: z.string(),
    expiraEn: z.int(),
  }),
)({
  name: 'exportacion',
  description: 'Una exportación pedida (bordereau o saldos) que arma el worker: pendiente, lista (con su archivo) o fallida.',
  usedBy: 'exportar-declaracion, exportar-saldos, get-exportacion, generar-exportacion',
  key: { pk: ['usuarioId', 'id'], sk: [] },
});
export type ExportacionItem = ItemOf<typeof Exportacion>;
