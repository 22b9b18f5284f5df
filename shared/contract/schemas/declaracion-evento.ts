import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { EVENTOS_DECLARACION } from '../events.ts';

/**
 * The detail of every declaration event finance receives (issue 13 §6), one schema for the eight:
 * what changed, when, who did it, and the declaration as it is after the change.
 */
export const eventoDeclaracionSchema = z.object({
  /** The tenant the declaration belongs to (every event of the bus carries it). */
  tenant: z.string(),
  /** The event's name, also its detail-type: DeclaracionEnBorrador, DeclaracionAceptada, FacturaCargada, ... */
  evento: z.enum(EVENTOS_DECLARACION),
  /** When the change was written (ISO instant). */
  fecha: z.string(),
  declaracion: z.object({
    /** '2026-10-v-10-840' (sales: period, issuing company, currency) or '2026-10-t-1-7-840' (technical: insurer and policy). */
    id: z.string(),
    tipo: z.enum(['venta', 'tecnica']),
    /** 'AAAA-MM' */
    periodo: z.string(),
    /** After the change: 1 EnProceso, 2 Borrador, 3 Declarada, 4 Facturada. */
    estado: z.object({ id: z.int(), texto: z.string() }),
    /** Whether the total payment was confirmed. */
    pagada: z.boolean(),
    moneda: z.object({ id: z.int(), simbolo: z.string() }),
    sumaAsegurada: z.number(),
    prima: z.number(),
    /** The issuing company (sales declarations), else null. */
    emisor: z.nullable(z.object({ id: z.int(), nombre: z.string(), cif: z.string() })),
    /** The insurer and its policy (technical declarations), else null; a null policy gathers specific trips. */
    aseguradora: z.nullable(z.object({ id: z.int(), nombre: z.string() })),
    poliza: z.nullable(z.object({ id: z.int(), numero: z.string() })),
  }),
  /** DeclaracionAceptada only: by a person ('Estoy conforme') or after 5 days. */
  aceptacion: z.optional(z.enum(['manual', 'automatica'])),
  /** FacturaCargada and FacturaEliminada: the invoice. */
  factura: z.optional(z.object({ numero: z.string(), fecha: z.string(), vto: z.string(), importe: z.number() })),
  /** PagoInformado and PagoEliminado: the payment proof. */
  pago: z.optional(z.object({ id: z.string(), fecha: z.string(), metodo: z.string(), importe: z.number() })),
  /**
   * DeclaracionPagada and PagoParcialConfirmado: the invoice against the proofs. `condonado` is the
   * shortfall written off by decision (with its `motivo`); `saldo` what is still owed.
   */
  liquidacion: z.optional(
    z.object({
      factura: z.number(),
      pagado: z.number(),
      condonado: z.number(),
      saldo: z.number(),
      motivo: z.optional(z.string()),
    }),
  ),
  /** Who did it; null for the scheduled jobs (month close, automatic acceptance). */
  usuario: z.nullable(z.object({ id: z.union([z.int(), z.string()]), email: z.string() })),
});
export type EventoDeclaracionDetalle = z.infer<typeof eventoDeclaracionSchema>;
