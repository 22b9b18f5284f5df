import * as z from 'zod/mini';
import '../zod-locale.ts';
import { nombresDeducibleSchema, nombresSchema } from '../coberturas/schemas.ts';

/**
 * The DATA that drives the annual floating rating (spec 2 §3.10): per insurer and coverage, editable
 * in the masters without a release (master `ratingAnual`), validated on every write with these
 * schemas. The engine (`motor.ts`) only reads it.
 */

const idNumerico = z.string().check(z.regex(/^\d+$/, 'La clave debe ser un id numérico'));
const porcentaje = () => z.number().check(z.minimum(0), z.maximum(100));

/**
 * A tier of the MAE (volume discount), applied like tax brackets: the part of the MAE from `desde` up
 * to the next tier's `desde` counts at (1 + porcentaje / 100); the part below the first tier at 100 %.
 * Marginal tiers keep the premium non-decreasing in the MAE (a whole-MAE band would drop the price
 * at its threshold).
 */
export const tramoMaeSchema = z.object({
  desde: z.number().check(z.minimum(0)),
  porcentaje: z.number().check(z.minimum(-90), z.maximum(100)),
});
export type TramoMae = z.infer<typeof tramoMaeSchema>;

/** Spec 2 §3.10 `configuracion`: what the coverage admits. A refused risk still gets its offer, with validaciones. */
export const configuracionAnualSchema = z
  .object({
    /** Percent off the technical premium, shown as the offer badge (0 = none). */
    tasaDescuento: porcentaje(),
    permiteMercaderiaUsada: z.boolean(),
    /** Empty = every goods type not prohibited. */
    idsMercaderiasPermitidas: z.array(z.int()),
    idsMercaderiasProhibidas: z.array(z.int()),
    idsTransportesPermitidos: z.array(z.int().check(z.minimum(0))).check(z.minLength(1)),
    idsOperacionesPermitidas: z.array(z.int()).check(z.minLength(1)),
    /** In the coverage's currency. */
    maeMinimo: z.number().check(z.minimum(0)),
    maeMaximo: z.number().check(z.positive()),
    /** Largest maximum liability per shipment, as a percent of the MAE. */
    coeficienteMaximoRM: porcentaje(),
    /** Claims per thousand trips and year. */
    coeficienteMaximoFrecuenciaSiniestros: z.number().check(z.minimum(0)),
    /** The average claim as a percent of the largest maximum liability. */
    coeficienteMaximoSeveridadSiniestros: porcentaje(),
  })
  .check(z.refine((c) => c.maeMinimo < c.maeMaximo, { message: 'El MAE mínimo debe ser menor al máximo', path: ['maeMaximo'] }));
export type ConfiguracionAnual = z.infer<typeof configuracionAnualSchema>;

/** What prices the risk: rates per goods, factors per transport and operation, tiers and loadings. */
export const tarifaAnualSchema = z.object({
  /** Goods id -> tasa por mil on its share of the computable MAE. A goods type without a rate is refused (code 603). */
  tasasMercaderia: z.record(idNumerico, z.number().check(z.minimum(0), z.maximum(100))),
  /** Surcharge on a used goods row's rate. */
  recargoMercaderiaUsada: porcentaje(),
  /** Transport id -> factor, weighted by the composition's percents (a missing one counts 1). */
  factoresTransporte: z.record(idNumerico, z.number().check(z.positive(), z.maximum(10))),
  /** Operation id -> factor, weighted likewise. */
  factoresOperacion: z.record(idNumerico, z.number().check(z.positive(), z.maximum(10))),
  tramosMae: z.array(tramoMaeSchema).check(
    z.maxLength(20),
    z.refine((ts) => ts.every((t, i) => i === 0 || t.desde > ts[i - 1]!.desde), 'Los tramos deben estar en orden creciente'),
  ),
  /** Exposure loading: tasa por mil on the largest maximum liability per shipment (RM). */
  tasaRM: z.number().check(z.minimum(0), z.maximum(100)),
  /** Experience loading: this percent of the average yearly claims of the last five years. */
  recargoSiniestralidad: z.number().check(z.minimum(0), z.maximum(500)),
  /** Minimum premium (PMD), in the coverage's currency. */
  primaMinima: z.number().check(z.minimum(0)),
  /** Deposit premium: this percent of the premium is paid up front. */
  porcentajePrimaDeposito: porcentaje(),
});
export type TarifaAnual = z.infer<typeof tarifaAnualSchema>;

/** At most this many measures per coverage: the card and the paper list every one. */
export const MAX_MEDIDAS_ANUALES = 10;

/**
 * A security measure the coverage demands of every shipment it covers (spec 2 §3.8 medidasSeguridad:
 * nombre), written as the policy prints it, conditions included ('en transporte terrestre').
 */
export const medidaSeguridadAnualSchema = z.object({
  nombre: z.string().check(z.trim(), z.minLength(1, 'Requerido'), z.maxLength(120, 'Máximo 120 caracteres')),
  nombres: nombresSchema(120),
});
export type MedidaSeguridadAnual = z.infer<typeof medidaSeguridadAnualSchema>;

export const coberturaAnualSchema = z.object({
  id: z.int().check(z.positive()),
  nombre: z.string().check(z.minLength(1), z.maxLength(80)),
  nombres: nombresSchema(80),
  idAseguradora: z.int().check(z.positive()),
  activa: z.boolean(),
  /** Its currency (spec 2 §3.10 cobertura.idMoneda): only a MAE in it gets the offer. */
  idMoneda: z.int(),
  popular: z.boolean(),
  deducibles: z.array(
    z.object({
      cobertura: z.string().check(z.minLength(1)),
      deducible: z.string().check(z.minLength(1)),
      nombres: nombresDeducibleSchema,
    }),
  ),
  /** Absent in a coverage written before measures existed: it demands none. */
  medidasSeguridad: z.optional(
    z.array(medidaSeguridadAnualSchema).check(
      z.maxLength(MAX_MEDIDAS_ANUALES, `Máximo ${MAX_MEDIDAS_ANUALES} medidas`),
      z.refine((ms) => new Set(ms.map((m) => m.nombre.toLowerCase())).size === ms.length, 'Hay medidas repetidas'),
    ),
  ),
  configuracion: configuracionAnualSchema,
  tarifa: tarifaAnualSchema,
  /** Premio Neto: administrative surcharge (percent of the premium), issue fee, financial surcharge (credit in instalments). */
  recargoAdministrativo: porcentaje(),
  derechoEmision: z.number().check(z.minimum(0)),
  recargoFinanciero: porcentaje(),
  // Premio: the taxes are the policy country's (viajes-especificos/impuestos.ts), not a coverage's.
});
export type CoberturaAnual = z.infer<typeof coberturaAnualSchema>;

/** Spec 2 §3.10 insurer parameters, exactly. The commission bounds override the form's 10 to 30. */
export const parametrosAnualesSchema = z
  .object({
    idAseguradora: z.int().check(z.positive()),
    comisionMinima: porcentaje(),
    comisionMaxima: porcentaje(),
    comisionPredeterminada: porcentaje(),
    cuotasPermitidas: z.array(z.int().check(z.minimum(1), z.maximum(12))).check(z.minLength(1)),
    idsFormasDePagoPermitidas: z.array(z.int().check(z.minimum(0), z.maximum(6))).check(z.minLength(1)),
  })
  .check(
    z.refine((p) => p.comisionMinima <= p.comisionMaxima, {
      message: 'El mínimo no puede superar al máximo',
      path: ['comisionMaxima'],
    }),
    z.refine((p) => p.comisionPredeterminada >= p.comisionMinima && p.comisionPredeterminada <= p.comisionMaxima, {
      message: 'La comisión predeterminada debe estar dentro del rango',
      path: ['comisionPredeterminada'],
    }),
    z.refine((p) => p.cuotasPermitidas.includes(1), { message: 'Una cuota debe estar permitida', path: ['cuotasPermitidas'] }),
  );
export type ParametrosAnuales = z.infer<typeof parametrosAnualesSchema>;

/** The master `ratingAnual`: every annual coverage of the tenant and each insurer's parameters. */
export const tarifarioAnualSchema = z
  .object({
    coberturas: z.array(coberturaAnualSchema).check(z.maxLength(50)),
    parametros: z.array(parametrosAnualesSchema).check(z.maxLength(50)),
  })
  .check(
    z.refine((t) => new Set(t.coberturas.map((c) => c.id)).size === t.coberturas.length, {
      message: 'Hay coberturas con el mismo id',
      path: ['coberturas'],
    }),
    z.refine((t) => t.coberturas.every((c) => t.parametros.some((p) => p.idAseguradora === c.idAseguradora)), {
      message: 'Cada aseguradora con coberturas necesita sus parámetros',
      path: ['parametros'],
    }),
  );
export type TarifarioAnual = z.infer<typeof tarifarioAnualSchema>;
