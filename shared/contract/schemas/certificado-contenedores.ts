import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { mensajes } from '../../validators/messages.ts';
import { TIPOS_CONTENEDOR } from '../../catalogos/data.ts';
import { MAX_CONTENEDORES_POR_TIPO } from '../../certificados/precio-contenedores.ts';
import { formatearNumero } from '../../viajes-especificos/redondeo.ts';
import { calculoSchema, validacionSchema } from './calculo.ts';
import {
  MAX_OBSERVACION_CARGA,
  documentosCargaSchema,
  estadoCargaSchema,
  nombrado,
  vidaCertificado,
} from './certificado-flotante.ts';

/** One line per container type: a certificate lists each type of the catalogue at most once. */
export const MAX_LINEAS_CONTENEDORES = TIPOS_CONTENEDOR.length;

const ENTRE = `La cantidad de cada tipo debe estar entre 1 y ${formatearNumero(MAX_CONTENEDORES_POR_TIPO)}`;
const id = (campo: string) => z.int({ error: mensajes.requerido(campo) }).check(z.positive(mensajes.requerido(campo)));
const dia = (campo: string) => z.iso.date({ error: mensajes.invalido(campo) });

/** A container type and how many of it travel (each type once: a repeated type is a 400 on `contenedores`). */
export const lineaContenedoresSchema = z.object({
  idTipo: id('tipo de contenedor'),
  cantidad: z
    .int({ error: mensajes.requerido('cantidad') })
    .check(z.minimum(1, ENTRE), z.maximum(MAX_CONTENEDORES_POR_TIPO, ENTRE)),
});

/**
 * A container certificate request (issue 12): containers travelling under a client's floating policy
 * of the containers line. Any price a browser adds is not part of it and is dropped: the server prices
 * every request from the issuer's container condition (`shared/certificados/precio-contenedores.ts`).
 * The dates' order (end after start, return after end) is checked by the pricing, on the same fields.
 */
export const cotizacionContenedoresRequestSchema = z.object({
  clienteId: id('cliente'),
  polizaId: id('póliza'),
  endosoId: z._default(z.nullable(z.int().check(z.positive())), null),
  beneficiarioId: z._default(z.nullable(z.int().check(z.positive())), null),
  nroReferenciaInterna: z._default(
    z.nullable(z.string().check(z.trim(), z.maxLength(100, mensajes.maximo('referencia interna', 100)))),
    null,
  ),
  /** yyyy-mm-dd: trip start, trip end, return of the containers. */
  fechaSalida: dia('inicio del viaje'),
  fechaLlegada: dia('fin del viaje'),
  fechaDevolucion: dia('fecha de devolución'),
  contenedores: z
    .array(lineaContenedoresSchema, { error: mensajes.requerido('contenedores') })
    .check(
      z.minLength(1, mensajes.requerido('contenedores')),
      z.maxLength(MAX_LINEAS_CONTENEDORES, `No puede tener más de ${MAX_LINEAS_CONTENEDORES} tipos de contenedor`),
    ),
});
export type CotizacionContenedoresRequest = z.infer<typeof cotizacionContenedoresRequestSchema>;

/** Save a quote: the request plus a note for the insurer when it goes to approval. */
export const guardarContenedoresRequestSchema = z.extend(cotizacionContenedoresRequestSchema, {
  observacion: z._default(
    z.string().check(z.trim(), z.maxLength(MAX_OBSERVACION_CARGA, mensajes.maximo('observación', MAX_OBSERVACION_CARGA))),
    '',
  ),
});
export type GuardarContenedoresRequest = z.infer<typeof guardarContenedoresRequestSchema>;

/**
 * The server's price (`ResultadoContenedores`) as a caller may read it. Fields behind a permission
 * are ABSENT for a caller without it: the per-line amounts, `subtotal` and `prima` need
 * `prima.mostrar`; `precioFinal` and `premioSugerido` need `markup.consultar`; the trace `calculo`
 * needs both. The lines' types and counts are always there.
 */
export const precioContenedoresSchema = z.object({
  moneda: z.object({ id: z.int(), simbolo: z.string() }),
  lineas: z.array(
    z.object({
      tipo: z.object({ id: z.int(), nombre: z.string(), codigo: z.string() }),
      cantidad: z.int(),
      /** Whether the condition's single default rate priced it (the condition does not differentiate types). */
      porDefecto: z.boolean(),
      /** Per container, and the line's amounts: prima.mostrar */
      prima: z.optional(z.number()),
      primaTransporte: z.optional(z.number()),
      montoPrima: z.optional(z.number()),
      montoTransporte: z.optional(z.number()),
    }),
  ),
  subtotal: z.optional(z.number()),
  prima: z.optional(z.number()),
  precioFinal: z.optional(z.number()),
  premioSugerido: z.optional(z.number()),
  calculo: z.optional(calculoSchema),
  validaciones: z.array(validacionSchema),
  requiereAprobacion: z.boolean(),
});
export type PrecioContenedores = z.infer<typeof precioContenedoresSchema>;

/** A row of the container grid (spec 2 §3.4); price fields follow the permissions of `precioContenedoresSchema`. */
export const certificadoContenedoresFilaSchema = z.object({
  id: z.int(),
  nroCertificado: z.nullable(z.string()),
  nroReferenciaInterna: z.nullable(z.string()),
  fechaEstado: z.string(),
  beneficiario: z.nullable(z.object({ nombre: z.string() })),
  fechaSalida: z.string(),
  fechaLlegada: z.string(),
  fechaDevolucion: z.string(),
  moneda: z.object({ id: z.int(), simbolo: z.string() }),
  /** prima.mostrar */
  prima: z.optional(z.number()),
  /** markup.consultar */
  precioFinal: z.optional(z.number()),
  /** How many containers in all. */
  cantidadContenedores: z.int(),
  estado: estadoCargaSchema,
  documentos: documentosCargaSchema,
  /** The sales declaration that declared it (null until the month close). */
  idDeclaracion: z.nullable(z.string()),
  cliente: nombrado,
});
export type CertificadoContenedoresFila = z.infer<typeof certificadoContenedoresFilaSchema>;

/** A container certificate as read: everything, with the same permission stripping as the row. */
export const certificadoContenedoresSchema = z.object({
  ...certificadoContenedoresFilaSchema.shape,
  ramo: z.literal('contenedores'),
  poliza: z.object({ id: z.int(), numero: z.string(), aseguradora: nombrado }),
  endoso: z.nullable(nombrado),
  emisor: nombrado,
  productorId: z.nullable(z.int()),
  beneficiario: z.nullable(z.object({ id: z.int(), nombre: z.string(), cif: z.string() })),
  /** The request as priced (edit and clone restore every field from it). */
  solicitud: cotizacionContenedoresRequestSchema,
  precio: precioContenedoresSchema,
  observacion: z.nullable(z.string()),
  ...vidaCertificado,
});
export type CertificadoContenedores = z.infer<typeof certificadoContenedoresSchema>;
