import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { montoSchema, porcentajeSchema } from '../montos.ts';
import { mensajes } from '../../validators/messages.ts';
import { calculoSchema, validacionSchema } from './calculo.ts';
import {
  documentosCargaSchema,
  estadoCargaSchema,
  MAX_OBSERVACION_CARGA,
  nombrado,
  vidaCertificado,
} from './certificado-flotante.ts';

/** Transport modes one shipment may combine (the catalogue has five). */
export const MAX_TRANSPORTES_CARGA = 5;

const id = (campo: string) => z.int({ error: mensajes.requerido(campo) }).check(z.positive(mensajes.requerido(campo)));
const idCatalogo = (campo: string) => z.int({ error: mensajes.requerido(campo) }).check(z.minimum(0));

/**
 * A cargo certificate request (issue 12): one shipment under a client's floating policy. Any price
 * field a browser adds (prima, precioFinal, markup amounts, sumaAsegurada) is not part of it and is
 * dropped: the server prices every request itself (`shared/certificados/precio-carga.ts`).
 */
export const cotizacionCargaRequestSchema = z.object({
  clienteId: id('cliente'),
  polizaId: id('póliza'),
  endosoId: z._default(z.nullable(z.int().check(z.positive())), null),
  beneficiarioId: z._default(z.nullable(z.int().check(z.positive())), null),
  /** Sum-insured components, in the policy's currency. */
  valor: montoSchema({ error: mensajes.requerido('valor') }),
  demasGastos: z._default(montoSchema(), 0),
  flete: z._default(montoSchema(), 0),
  /** Percent of the base (as the specific-trip flow). */
  beneficioImaginario: z._default(porcentajeSchema(), 0),
  esMercaderiaUsada: z._default(z.boolean(), false),
  transporteIds: z
    .array(idCatalogo('medio de transporte'), { error: mensajes.requerido('medio de transporte') })
    .check(
      z.minLength(1, mensajes.requerido('medio de transporte')),
      z.maxLength(MAX_TRANSPORTES_CARGA, `No puede tener más de ${MAX_TRANSPORTES_CARGA} medios de transporte`),
    ),
  mercaderiaId: idCatalogo('mercadería'),
  origenId: idCatalogo('origen'),
  destinoId: idCatalogo('destino'),
  /** yyyy-mm-dd */
  fechaSalida: z.iso.date(mensajes.invalido('fecha de salida')),
  /** Percent; absent or null = the issuer condition's suggested markup. */
  markup: z._default(z.nullable(porcentajeSchema()), null),
  nroReferenciaInterna: z._default(
    z.nullable(z.string().check(z.trim(), z.maxLength(100, mensajes.maximo('referencia interna', 100)))),
    null,
  ),
});
export type CotizacionCargaRequest = z.infer<typeof cotizacionCargaRequestSchema>;

/** Save a quote: the request plus a note for the insurer when it goes to approval. */
export const guardarCargaRequestSchema = z.extend(cotizacionCargaRequestSchema, {
  observacion: z._default(
    z.string().check(z.trim(), z.maxLength(MAX_OBSERVACION_CARGA, mensajes.maximo('observación', MAX_OBSERVACION_CARGA))),
    '',
  ),
});
export type GuardarCargaRequest = z.infer<typeof guardarCargaRequestSchema>;

/**
 * The server's price (`ResultadoCarga`) as a caller may read it. Fields behind a permission are ABSENT
 * for a caller without it: `prima`, `tasa`, `intermediario` need `prima.mostrar`; `markup`,
 * `cargosExtra`, `precioFinal`, `premioSugerido` need `markup.consultar`; the trace `calculo` needs both.
 */
export const precioCargaSchema = z.object({
  moneda: z.object({ id: z.int(), simbolo: z.string() }),
  sumaAsegurada: z.number(),
  tasa: z.optional(z.object({ valor: z.number(), primaMinima: z.number(), origen: z.enum(['cliente', 'poliza']) })),
  prima: z.optional(z.number()),
  intermediario: z.optional(
    z.nullable(z.object({ tasa: z.number(), primaMinima: z.number(), monto: z.number(), primaNetaAseguradora: z.number() })),
  ),
  markup: z.optional(
    z.object({
      porcentaje: z.number(),
      asignacion: z.enum(['SumaAsegurada', 'Prima']),
      monto: z.number(),
      sugerido: z.number(),
      minimo: z.number(),
      maximo: z.number(),
    }),
  ),
  cargosExtra: z.optional(z.number()),
  precioFinal: z.optional(z.number()),
  premioSugerido: z.optional(z.nullable(z.number())),
  calculo: z.optional(calculoSchema),
  validaciones: z.array(validacionSchema),
  requiereAprobacion: z.boolean(),
});
export type PrecioCarga = z.infer<typeof precioCargaSchema>;

const conCss = z.object({ id: z.int(), nombre: z.string(), cssClass: z.string() });

/** A row of the cargo grid (spec 2 §3.3); price fields follow the permissions of `precioCargaSchema`. */
export const certificadoCargaFilaSchema = z.object({
  id: z.int(),
  nroCertificado: z.nullable(z.string()),
  nroReferenciaInterna: z.nullable(z.string()),
  fechaEstado: z.string(),
  beneficiario: z.nullable(z.object({ nombre: z.string() })),
  moneda: z.object({ id: z.int(), simbolo: z.string() }),
  sumaAsegurada: z.number(),
  /** prima.mostrar */
  prima: z.optional(z.number()),
  /** The markup amount (spec 2 §3.3 "premio (markup)"); markup.consultar */
  premio: z.optional(z.number()),
  /** markup.consultar */
  precioFinal: z.optional(z.number()),
  /** 'Requiere' when a security measure applies, otherwise 'No requiere'. */
  seguridad: z.string(),
  /** The operation: Importación, Exportación or Nacional (from origin, destination and the policy's country). */
  riesgo: z.string(),
  /** The foreign end of the trip (origin of an import, destination of an export), or the country of a national one. */
  paisAMostrar: z.string(),
  tiposTransporte: z.array(conCss),
  estado: estadoCargaSchema,
  documentos: documentosCargaSchema,
  /** The sales declaration that declared it (null until the month close). */
  idDeclaracion: z.nullable(z.string()),
  cliente: nombrado,
  /** In a declaration's Cargo tab, a specific-trip certificate ('ve') beside the floating ones: it opens its own detail. */
  origen: z.optional(z.enum(['ve', 'flotante'])),
});
export type CertificadoCargaFila = z.infer<typeof certificadoCargaFilaSchema>;

/** A cargo certificate as read: everything, with the same permission stripping as the row. */
export const certificadoCargaSchema = z.object({
  ...certificadoCargaFilaSchema.shape,
  /** 'transporte' (cargo); container certificates will join as 'contenedores'. */
  ramo: z.literal('transporte'),
  poliza: z.object({ id: z.int(), numero: z.string(), aseguradora: nombrado }),
  endoso: z.nullable(nombrado),
  emisor: nombrado,
  productorId: z.nullable(z.int()),
  beneficiario: z.nullable(z.object({ id: z.int(), nombre: z.string(), cif: z.string() })),
  mercaderia: z.object({ id: z.int(), nombre: z.string(), esNueva: z.boolean() }),
  origen: z.object({ id: z.int(), nombre: z.string(), bandera: z.string() }),
  destino: z.object({ id: z.int(), nombre: z.string(), bandera: z.string() }),
  fechaSalida: z.string(),
  /** The request as priced (edit and clone restore every field from it). */
  solicitud: cotizacionCargaRequestSchema,
  precio: precioCargaSchema,
  observacion: z.nullable(z.string()),
  ...vidaCertificado,
});
export type CertificadoCarga = z.infer<typeof certificadoCargaSchema>;
