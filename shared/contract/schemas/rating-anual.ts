import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { nombresSchema } from '../../coberturas/schemas.ts';
import { montoSchema, porcentajeSchema } from '../montos.ts';
import { calculoSchema, deducibleOfertaSchema, medidaOfertaSchema, validacionSchema } from './calculo.ts';

/** Years of claims history (spec 2 §5.5: five rows, labelled 2021 to 2025). */
export const ANIOS_SINIESTRALIDAD = 5;

const idSchema = z.number({ error: 'Requerido' }).check(z.int('Requerido'), z.minimum(0), z.maximum(999_999));

/**
 * The annual quote body of spec 2 §7, plus the form's pricing inputs the call leaves implicit:
 * `condicionFiscal` (spec 2 §3.9 pagoConfig, default 1) and `dctoComercial` (comisiones, default 0).
 * The extra premium is derived from the commission on the server (2 §4.5), never read from the body.
 */
export const cotizacionAnualRequestSchema = z.object({
  mae: z.object({ monto: montoSchema({ error: 'Requerido' }), idMoneda: z.int({ error: 'Requerido' }) }),
  cuotas: z._default(z.int().check(z.minimum(1), z.maximum(12)), 1),
  idFormaDePago: z.int({ error: 'Requerido' }).check(z.minimum(0), z.maximum(6)),
  comisionProductor: porcentajeSchema({ error: 'Requerido' }),
  /** Always null (spec 2 §7): the deposit premium comes from the coverage. */
  primaMinimoDeDeposito: z._default(z.nullable(z.null()), null),
  /** The tomador when it is also the beneficiary, else the beneficiary (spec 2 §7); pricing does not read it. */
  idBeneficiario: z._default(z.nullable(z.int().check(z.positive())), null),
  siniestralidadPorAnio: z
    .array(
      z.object({
        anio: z.int().check(z.minimum(0), z.maximum(ANIOS_SINIESTRALIDAD - 1)),
        monto: montoSchema(),
        cantidad: z.int().check(z.minimum(0), z.maximum(100_000)),
      }),
    )
    .check(z.maxLength(ANIOS_SINIESTRALIDAD)),
  mercaderias: z
    .array(
      z.object({ id: idSchema, porcentaje: porcentajeSchema({ error: 'Requerido' }), esUsada: z._default(z.boolean(), false) }),
    )
    .check(z.minLength(1, 'Requerido'), z.maxLength(20)),
  operaciones: z
    .array(z.object({ id: idSchema, porcentaje: porcentajeSchema({ error: 'Requerido' }) }))
    .check(z.minLength(1, 'Requerido'), z.maxLength(10)),
  transportes: z
    .array(
      z.object({
        id: idSchema,
        porcentaje: porcentajeSchema({ error: 'Requerido' }),
        responsabilidadMaxima: montoSchema({ error: 'Requerido' }),
      }),
    )
    .check(z.minLength(1, 'Requerido'), z.maxLength(10)),
  condicionFiscal: z._default(z.int().check(z.positive()), 1),
  dctoComercial: z._default(
    z.number().check(z.minimum(0, 'Debe estar entre 0 y 10'), z.maximum(10, 'Debe estar entre 0 y 10')),
    0,
  ),
});
export type CotizacionAnualRequest = z.infer<typeof cotizacionAnualRequestSchema>;
export type CotizacionAnualInput = z.input<typeof cotizacionAnualRequestSchema>;

const importe = z.object({ monto: z.number(), moneda: z.object({ id: z.int(), simbolo: z.string() }) });

/** One offer (spec 2 §3.10 cotizacionSeleccionada, and the quote card of 2 §3.8). */
export const ofertaAnualSchema = z.object({
  cobertura: z.object({
    id: z.int(),
    nombre: z.string(),
    // Its name for pt-BR tenants (shared/coberturas/textos-localizados.ts); absent before them.
    nombres: nombresSchema(80),
    idMoneda: z.int(),
    idAseguradora: z.int(),
    aseguradora: z.string(),
    configuracion: z.object({
      tasaDescuento: z.number(),
      permiteMercaderiaUsada: z.boolean(),
      idsMercaderiasPermitidas: z.array(z.int()),
      idsMercaderiasProhibidas: z.array(z.int()),
      idsTransportesPermitidos: z.array(z.int()),
      idsOperacionesPermitidas: z.array(z.int()),
      maeMaximo: z.number(),
      maeMinimo: z.number(),
      coeficienteMaximoRM: z.number(),
      coeficienteMaximoFrecuenciaSiniestros: z.number(),
      coeficienteMaximoSeveridadSiniestros: z.number(),
    }),
  }),
  comisionProductor: z.number(),
  extraPrimaVariable: z.number(),
  dctoComercial: z.number(),
  formaDePago: z.int(),
  cuotas: z.int(),
  valorCuota: z.number(),
  prima: importe,
  premio: importe,
  primaDeposito: z.number(),
  deducibles: z.array(deducibleOfertaSchema),
  /** What the coverage demands of every shipment (2 §3.8); a quote saved before measures existed reads none. */
  medidasSeguridad: z._default(z.array(medidaOfertaSchema), []),
  popular: z.boolean(),
  /** Percent off (the coverage's tasaDescuento), the card's badge. */
  oferta: z.number(),
  validaciones: z.array(validacionSchema),
  calculoPrima: calculoSchema,
  calculoPremio: calculoSchema,
  coeficienteFrecuenciaSiniestros: z.number(),
  coeficienteSeveridadSiniestros: z.number(),
  /** Largest maximum liability as a percent of the MAE. */
  coeficienteRM: z.number(),
  /** Loss ratio: average yearly claims over the technical premium, percent. */
  siniestralidad: z.number(),
  cantidadViajes: z.int(),
});
export type OfertaAnual = z.infer<typeof ofertaAnualSchema>;

/**
 * An offer as a caller may read it (the detail of a saved quote). Fields behind a permission are ABSENT
 * for a caller without it: the premium's amounts (`prima`, `premio`, `valorCuota`, `primaDeposito`),
 * the loss ratio (it reveals the technical premium) and `calculoPremio` need `prima.mostrar`; the
 * producer's margin (`comisionProductor`, `extraPrimaVariable`, `dctoComercial`) needs
 * `markup.consultar`; `calculoPrima`, which shows both, needs both.
 */
export const ofertaAnualVistaSchema = z.extend(ofertaAnualSchema, {
  comisionProductor: z.optional(z.number()),
  extraPrimaVariable: z.optional(z.number()),
  dctoComercial: z.optional(z.number()),
  valorCuota: z.optional(z.number()),
  prima: z.optional(importe),
  premio: z.optional(importe),
  primaDeposito: z.optional(z.number()),
  calculoPrima: z.optional(calculoSchema),
  calculoPremio: z.optional(calculoSchema),
  siniestralidad: z.optional(z.number()),
});
export type OfertaAnualVista = z.infer<typeof ofertaAnualVistaSchema>;

/** The form a saved quote was priced from, as a caller may read it: the margin inputs need `markup.consultar`. */
export const cotizacionAnualVistaSchema = z.extend(cotizacionAnualRequestSchema, {
  comisionProductor: z.optional(z.number()),
  dctoComercial: z.optional(z.number()),
});
export type CotizacionAnualVista = z.infer<typeof cotizacionAnualVistaSchema>;

/** The card's PDF (2 §3.8 pdf): the request as the form sent it and the offer's coverage, priced again on the server. */
export const ofertaAnualPdfSchema = z.object({
  cotizacion: cotizacionAnualRequestSchema,
  coberturaId: z.int({ error: 'Elegí una cobertura' }).check(z.positive()),
});
export type OfertaAnualPdf = z.infer<typeof ofertaAnualPdfSchema>;

/** Spec 2 §2.6 approval modal: three required answers. */
const respuesta = (campo: string) =>
  z
    .string({ error: 'Requerido' })
    .check(z.trim(), z.minLength(1, 'Requerido'), z.maxLength(2000, `${campo}: máximo 2000 caracteres`));
export const solicitudAprobacionAnualSchema = z.object({
  tipoMercaderia: respuesta('Tipo de mercadería'),
  transporte: respuesta('Transporte'),
  logistica: respuesta('Logística'),
});
export type SolicitudAprobacionAnual = z.infer<typeof solicitudAprobacionAnualSchema>;

/**
 * Save a quote (spec 2 §4.5): the form priced again on the server with the chosen coverage. With
 * `solicitudAprobacion` it is saved En Aprobación (the 'Solicitar aprobación' of a refused offer).
 */
export const guardarCotizacionAnualSchema = z.object({
  cotizacion: cotizacionAnualRequestSchema,
  coberturaId: z.int({ error: 'Elegí una cobertura' }).check(z.positive()),
  tomadorId: z.int({ error: 'Debe indicar el tomador de la póliza' }).check(z.positive()),
  /** Spec 2 §3.9 tomador.esBeneficiario: the tomador is also the beneficiary (then beneficiarioId is ignored). */
  tomadorEsBeneficiario: z._default(z.boolean(), true),
  beneficiarioId: z._default(z.nullable(z.int().check(z.positive())), null),
  nroReferenciaInterna: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(100, 'Máximo 100 caracteres'))), null),
  solicitudAprobacion: z._default(z.nullable(solicitudAprobacionAnualSchema), null),
});
export type GuardarCotizacionAnual = z.infer<typeof guardarCotizacionAnualSchema>;

const parteSchema = z.object({ id: z.int(), nombre: z.string(), cif: z.string() });
const estadoVista = z.object({ id: z.int(), value: z.int(), nombre: z.string(), texto: z.string(), colorName: z.string() });

/** A saved annual quote or certificate as read (spec 2 §3.10), with what the detail screen shows. */
export const certificadoAnualSchema = z.object({
  id: z.int(),
  nroCertificado: z.nullable(z.string()),
  fechaEstado: z.string(),
  estado: estadoVista,
  deducibles: z.array(z.object({ label: z.string(), value: z.string() })),
  entidad: z.object({ tomador: parteSchema, beneficiario: parteSchema }),
  mae: z.object({ moneda: z.object({ id: z.int(), simbolo: z.string() }), monto: z.number() }),
  cotizacionSeleccionada: ofertaAnualVistaSchema,
  /** The form it was priced from (clone starts from it). */
  cotizacion: cotizacionAnualVistaSchema,
  tomadorEsBeneficiario: z.boolean(),
  nroReferenciaInterna: z.nullable(z.string()),
  productor: z.object({ id: z.int(), nombre: z.string() }),
  solicitudAprobacion: z.nullable(z.extend(solicitudAprobacionAnualSchema, { fecha: z.string(), usuario: z.string() })),
  decision: z.nullable(
    z.object({ resultado: z.enum(['aprobado', 'rechazado']), observaciones: z.string(), fecha: z.string(), usuario: z.string() }),
  ),
  fechaEmision: z.nullable(z.string()),
  /** The code the public page /verificar/{codigo} checks, printed on the certificate (null before the issue). */
  codigoVerificacion: z.nullable(z.string()),
  /** The documents this state has (a quotation until issued, then the certificate), each downloaded by a fresh link. */
  documentos: z.array(z.enum(['cotizacion', 'certificado'])),
  version: z.int(),
});
export type CertificadoAnual = z.infer<typeof certificadoAnualSchema>;

/** A list row (spec 2 §2.6 list columns); `prima` and `premio` need `prima.mostrar`, like the offer's. */
export const certificadoAnualFilaSchema = z.object({
  id: z.int(),
  nroCertificado: z.nullable(z.string()),
  fechaEstado: z.string(),
  estado: z.int(),
  tomador: z.object({ id: z.int(), nombre: z.string() }),
  beneficiario: z.object({ id: z.int(), nombre: z.string() }),
  mae: z.object({ moneda: z.object({ id: z.int(), simbolo: z.string() }), monto: z.number() }),
  prima: z.optional(z.number()),
  premio: z.optional(z.number()),
  aseguradoraId: z.int(),
});
export type CertificadoAnualFila = z.infer<typeof certificadoAnualFilaSchema>;
