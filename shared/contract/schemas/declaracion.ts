import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { ESTADOS_DECLARACION, TIPOS_DECLARACION } from '../../declaraciones/estados.ts';
import { MOTIVO_MAX } from '../../declaraciones/liquidacion.ts';
import { ID_DECLARACION } from '../../declaraciones/periodo.ts';
import { montoSchema } from '../montos.ts';
import { esFechaReal } from '../../validators/fecha.ts';

/**
 * A monthly declaration as the screens read it (spec 2 §3.5, issue 13). Amounts are those of the
 * month's certificates, summed when the month closed and kept; premium and markup are stripped
 * for a caller without prima.mostrar / markup.consultar, like the certificates' rows.
 */
const nombrado = z.object({ id: z.int(), nombre: z.string() });
const moneda = z.object({ id: z.int(), simbolo: z.string() });
const fecha = z.string().check(z.refine(esFechaReal, 'Fecha inválida'));

export const idDeclaracionSchema = z.string().check(z.regex(ID_DECLARACION, 'Declaración inválida'));
export const declaracionParamsSchema = z.object({ id: idDeclaracionSchema });

export const estadoDeclaracionSchema = z.object({ id: z.int(), texto: z.string() });

/** Payment methods of a proof (spec 1 §2.4 'Método de pago'). */
export const METODOS_PAGO = ['Transferencia', 'Depósito', 'Cheque', 'Tarjeta', 'Compensación'] as const;

/**
 * A proof's review state: every proof uploaded reads 'Revisar' (spec 2 §4.2: flagged for review)
 * until whoever confirms payments confirms the total payment, which verifies them all.
 */
export const ESTADOS_PAGO = { revisar: 'Revisar', verificado: 'Verificado' } as const;

export const pagoSchema = z.object({
  id: z.string(),
  fecha,
  metodo: z.enum(METODOS_PAGO),
  importe: z.number(),
  estado: z.object({ texto: z.string() }),
  nombreArchivo: z.string(),
  /** A short-lived presigned GET of the proof. */
  url: z.string(),
});
export type Pago = z.infer<typeof pagoSchema>;

export const facturaSchema = z.object({
  numero: z.string(),
  fecha,
  /** Due date (spec 2 §3.5 `vto`). */
  vto: fecha,
  importe: z.number(),
  /** What is still owed: the invoice amount less the payments informed (never below zero). */
  saldo: z.object({ monto: z.number(), moneda }),
  pagada: z.boolean(),
  /** The shortfall written off when the payment was confirmed, and why. */
  condonado: z.optional(z.object({ monto: z.number(), motivo: z.string() })),
  nombreArchivo: z.string(),
  url: z.string(),
  /** The CFDI (Mexican tenants' electronic invoice XML). */
  xml: z.nullable(z.object({ nombreArchivo: z.string(), url: z.string() })),
});

export const declaracionSchema = z.object({
  id: idDeclaracionSchema,
  tipo: z.enum(TIPOS_DECLARACION),
  periodo: z.object({ mes: z.int(), anio: z.int() }),
  /** The issuing company (sales declarations). */
  emisor: z.nullable(z.object({ id: z.int(), nombre: z.string(), cif: z.string() })),
  /** The insurer and its policy (technical declarations); `poliza` null gathers specific trips. */
  aseguradora: z.nullable(nombrado),
  poliza: z.nullable(z.object({ id: z.int(), numero: z.string() })),
  /** The endorsement number the month's declaration is on the floating policy (technical declarations). */
  endoso: z.nullable(z.int()),
  moneda,
  cantidad: z.object({ transporte: z.int(), contenedores: z.int() }),
  sumaAsegurada: z.number(),
  /** prima.mostrar */
  prima: z.optional(z.number()),
  /** markup.consultar */
  markup: z.optional(z.number()),
  /** markup.consultar */
  precioFinal: z.optional(z.number()),
  estado: estadoDeclaracionSchema,
  pagada: z.boolean(),
  fechaBorrador: z.nullable(z.string()),
  /** When a draft is taken as accepted (5 days after it was made). */
  aceptacionAutomatica: z.nullable(z.string()),
  /** How it was accepted: by a person ('manual') or after 5 days ('automatica'). */
  aceptacion: z.nullable(z.enum(['manual', 'automatica'])),
  factura: z.nullable(facturaSchema),
  pagos: z.array(pagoSchema),
});
export type Declaracion = z.infer<typeof declaracionSchema>;

const ESTADO_IDS = Object.values(ESTADOS_DECLARACION).map((e) => e.id) as number[];
/** '2,3': the states a list shows (spec 2 §7 "estado in a list"). */
export const estadosQuerySchema = z.pipe(
  z.string().check(z.regex(/^\d(,\d){0,3}$/, 'Estado inválido')),
  z.transform((s, ctx) => {
    const ids = [...new Set(s.split(',').map(Number))];
    if (ids.some((id) => !ESTADO_IDS.includes(id))) {
      ctx.issues.push({ code: 'custom', message: 'Estado inválido', input: s });
      return z.NEVER;
    }
    return ids;
  }),
);

const texto = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'Requerido'), z.maxLength(max, `Máximo ${max} caracteres`));

export const VTO_ANTERIOR = 'El vencimiento no puede ser anterior a la fecha de la factura.';

/** What the invoice upload asks besides the file (the form of 'Cargar factura'); the form checks it before uploading. */
export const adjuntarFacturaSchema = z
  .object({
    key: z.string().check(z.maxLength(400)),
    nombreArchivo: texto(150),
    xml: z.optional(z.object({ key: z.string().check(z.maxLength(400)), nombreArchivo: texto(150) })),
    numero: texto(40),
    fecha,
    vto: fecha,
    importe: montoSchema().check(z.positive('Debe ser mayor a 0')),
  })
  .check(z.refine((f) => f.vto >= f.fecha, { path: ['vto'], message: VTO_ANTERIOR }));
export type AdjuntarFactura = z.infer<typeof adjuntarFacturaSchema>;

export const adjuntarPagoSchema = z.object({
  key: z.string().check(z.maxLength(400)),
  nombreArchivo: texto(150),
  fecha,
  metodo: z.enum(METODOS_PAGO),
  importe: montoSchema(),
});
export type AdjuntarPago = z.infer<typeof adjuntarPagoSchema>;

/** Which file a presigned POST is for: the invoice (PDF), its CFDI XML, or a payment proof (PDF or image). */
export const ARCHIVOS_DECLARACION = {
  factura: ['application/pdf'],
  cfdi: ['application/xml', 'text/xml'],
  pago: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
} as const;
export type ArchivoDeclaracion = keyof typeof ARCHIVOS_DECLARACION;
/** Invoices and proofs up to 10 MB (issue 13). */
export const MAX_ARCHIVO_DECLARACION = 10 * 1024 * 1024;
export const ARCHIVO_DECLARACION_GRANDE = 'El archivo supera el máximo de 10 MB.';

export const subirArchivoDeclaracionSchema = z.object({
  tipo: z.enum(['factura', 'cfdi', 'pago']),
  nombreArchivo: texto(150),
  contentType: z.string().check(z.maxLength(100)),
  tamano: z.int().check(z.minimum(1), z.maximum(MAX_ARCHIVO_DECLARACION, ARCHIVO_DECLARACION_GRANDE)),
});

export const idBodySchema = z.object({ id: idDeclaracionSchema });

/**
 * Confirming the payment (issue 27 item 2): the declaration and, when the proofs fall short of the
 * invoice, the decision taken on the dialog with the sum it showed (shared/declaraciones/liquidacion.ts).
 */
export const confirmarPagoSchema = z.object({
  id: idDeclaracionSchema,
  faltante: z.optional(
    z.discriminatedUnion('decision', [
      z.object({ decision: z.literal('condonar'), pagado: montoSchema(), motivo: texto(MOTIVO_MAX) }),
      z.object({ decision: z.literal('mantenerSaldo'), pagado: montoSchema() }),
    ]),
  ),
});
export type ConfirmarPago = z.infer<typeof confirmarPagoSchema>;

/** A client's balance row (spec 1 §2.4): one per invoice of a sales declaration. */
export const saldoFilaSchema = z.object({
  declaracionId: idDeclaracionSchema,
  cliente: z.object({ id: z.int(), nombre: z.string() }),
  periodo: z.object({ mes: z.int(), anio: z.int() }),
  numero: z.string(),
  fecha,
  vto: fecha,
  metodoPago: z.nullable(z.string()),
  moneda,
  importe: z.number(),
  saldo: z.number(),
  estado: z.enum(['Pagada', 'Vencida', 'Pendiente']),
});
export type SaldoFila = z.infer<typeof saldoFilaSchema>;

export const saldosResponseSchema = z.object({
  data: z.array(saldoFilaSchema),
  /** What the chosen clients owe today, per currency, from counters (not only the rows shown). */
  totalAdeudado: z.array(z.object({ moneda, monto: z.number() })),
  meta: z.object({ truncado: z.boolean() }),
});
