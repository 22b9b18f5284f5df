import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { IDS_COBERTURA_EMBARCACION } from '../../checkout/poliza.ts';
import { cursorQuery, direccionSchema } from '../common.ts';

/** A quote id the server issued: random, so a link cannot be guessed from another. */
export const ID_COTIZACION_EMBARCACION = /^[A-Za-z0-9_-]{16,40}$/;
export const cotizacionEmbarcacionParamsSchema = z.object({
  id: z.string().check(z.regex(ID_COTIZACION_EMBARCACION, 'Identificador inválido')),
});

export const TOTAL_SOBRE_SUMA = 'El total no puede superar la suma asegurada';

/**
 * A boat quote to pay (the quote itself comes from the boat quoting flow; here a producer issues the
 * checkout link): the vessel, its total in pesos, who takes the policy, and what the policy will say:
 * the sum insured (the vessel's value, in pesos; a total above it prices nothing real), the
 * coverage of the boat product and the insurer, one of the tenant's.
 */
export const cotizacionEmbarcacionInputSchema = z
  .object({
    nombre: z.string().check(z.trim(), z.minLength(1, 'Requerido'), z.maxLength(80, 'Máximo 80 caracteres')),
    total: z.number().check(z.positive('Debe ser mayor a 0'), z.maximum(1_000_000_000, 'Debe ser menor o igual a 1.000.000.000')),
    sumaAsegurada: z
      .number()
      .check(z.positive('Debe ser mayor a 0'), z.maximum(100_000_000_000, 'Debe ser menor o igual a 100.000.000.000')),
    coberturaId: z.enum(IDS_COBERTURA_EMBARCACION, 'Elegí una cobertura de embarcaciones'),
    aseguradoraId: z.int('Elegí una aseguradora').check(z.positive('Elegí una aseguradora')),
    tomador: z.object({
      nombre: z.string().check(z.trim(), z.minLength(1, 'Requerido'), z.maxLength(100, 'Máximo 100 caracteres')),
      email: z.email('Email inválido').check(z.maxLength(150)),
    }),
  })
  .check(z.refine((q) => q.total <= q.sumaAsegurada, { path: ['total'], message: TOTAL_SOBRE_SUMA }));
export type CotizacionEmbarcacionInput = z.infer<typeof cotizacionEmbarcacionInputSchema>;

/** What the checkout page shows: the server's values (never the link's), the open intention and the policy once paid. */
export const checkoutVistaSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  total: z.number(),
  moneda: z.object({ codigo: z.string(), simbolo: z.string() }),
  estado: z.enum(['pendiente', 'pagada']),
  intencion: z.nullable(z.object({ id: z.string(), qr: z.string(), expira: z.string(), urlPago: z.string() })),
  /** The wallet rejected the last payment: the page says so beside 'Pagar' until another one starts. */
  pagoRechazado: z.boolean(),
  /** Once paid: the policy's number and the code its paper prints for the public verification page. */
  poliza: z.nullable(z.object({ numero: z.string(), codigoVerificacion: z.nullable(z.string()) })),
});
export type CheckoutVista = z.infer<typeof checkoutVistaSchema>;

/** The wallet's notification (the simulator's and the cloud adapter's shape): which intention, and how it ended. */
export const avisoBilleteraSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  externalIntentionId: z.string().check(z.regex(ID_COTIZACION_EMBARCACION)),
  status: z.enum(['APPROVED', 'REJECTED']),
});

/** The boat grid's page size when the screen does not ask for another. */
export const EMBARCACIONES_PAGE_SIZE = 10;

/** The boat quotes the caller reaches, newest first (or oldest, `direccion=asc`), one page by cursor. */
export const listCotizacionesEmbarcacionQuerySchema = z.object({
  ...cursorQuery(EMBARCACIONES_PAGE_SIZE),
  direccion: z._default(direccionSchema, 'desc'),
});

/**
 * A row of the boat grid: the vessel, what it covers and costs, and where its payment stands: the
 * checkout link while unpaid, the policy with its period once paid (`polizaDisponible`: its PDF is
 * there to download).
 */
export const cotizacionEmbarcacionFilaSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  tomador: z.object({ nombre: z.string() }),
  cobertura: z.object({ id: z.string(), nombre: z.string() }),
  aseguradora: z.object({ id: z.int(), nombre: z.string() }),
  sumaAsegurada: z.number(),
  total: z.number(),
  moneda: z.object({ codigo: z.string(), simbolo: z.string() }),
  estado: z.enum(['pendiente', 'pagada']),
  creado: z.string(),
  url: z.nullable(z.string()),
  poliza: z.nullable(z.object({ numero: z.string(), vigencia: z.object({ desde: z.string(), hasta: z.string() }) })),
  polizaDisponible: z.boolean(),
});
export type CotizacionEmbarcacionFila = z.infer<typeof cotizacionEmbarcacionFilaSchema>;
