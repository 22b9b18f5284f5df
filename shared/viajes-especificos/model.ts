import * as z from 'zod/mini';
import '../zod-locale.ts';
import { nombresDeducibleSchema, nombresSchema, resumenesEnSchema } from '../coberturas/schemas.ts';

/**
 * The DATA that drives specific-trip pricing (spec 3 §3.4–3.5, spec 2 §3.10). Everything here is
 * editable without a release: the server stores coverages and insurer parameters in DynamoDB, seeds
 * them from `data/`, and validates every write with these schemas. The engine (`motor.ts`) only reads.
 *
 * Money amounts that depend on the currency (issue fee, sum-insured limits, security-measure
 * thresholds) are `Montos`: a map from currency id (as a string key, DynamoDB-friendly) to the amount
 * in that currency. A currency missing from such a map means "no fee / no limit / no threshold".
 */

const idNumerico = z.string().check(z.regex(/^\d+$/, 'La clave debe ser un id numérico'));

/** Amount per currency id, e.g. `{ "840": 5, "32": 4500 }`. */
export const montosSchema = z.record(idNumerico, z.number().check(z.minimum(0)));
export type Montos = z.infer<typeof montosSchema>;

/** The operations (risk types) of spec 3 §3.7. */
export const OPERACIONES = [201, 202, 203] as const;
export const operacionIdSchema = z.union([z.literal(201), z.literal(202), z.literal(203)]);

// ---------------------------------------------------------------------------------------------
// Rating rules
// ---------------------------------------------------------------------------------------------

/** Rule groups. The trace reports one subtotal per group (spec 2 §3.10 lists the annual ones). */
export const GRUPOS_REGLA = [
  'Mercadería',
  'Transporte',
  'Operación',
  'Ruta',
  'Suma asegurada',
  'Kilómetros',
  'Continuación',
  'Prima mínima',
] as const;
export type GrupoRegla = (typeof GRUPOS_REGLA)[number];

/** Request fields a rule may test against a list of ids. */
export const CAMPOS_LISTA = ['mercaderiaId', 'transporteId', 'operacionId', 'origenId', 'destinoId', 'km'] as const;
/** Request fields a rule may test against a range. */
export const CAMPOS_RANGO = ['sumaAsegurada', 'km'] as const;
/** Request flags a rule may test. */
export const CAMPOS_BOOLEANOS = ['esMercaderiaUsada', 'continuacionViaje'] as const;

/**
 * A declarative condition. One of:
 * - `{ siempre: true }`: always applies;
 * - `{ campo: 'mercaderiaId', en: [3, 11] }`: the field's value is one of the list (km uses the bands
 *   60, 100, 400 and 401 = over 400);
 * - `{ campo: 'sumaAsegurada', desde: 1000000, hasta: 5000000 }`: half-open range `desde <= x < hasta`;
 *   either bound may be omitted (the sum insured is compared in the quoted currency);
 * - `{ campo: 'esMercaderiaUsada', es: true }`: a request flag.
 */
export const condicionSchema = z.union([
  z.strictObject({ siempre: z.literal(true) }),
  z.strictObject({ campo: z.enum(CAMPOS_LISTA), en: z.array(z.int()).check(z.minLength(1)) }),
  z.strictObject({ campo: z.enum(CAMPOS_RANGO), desde: z.optional(z.number()), hasta: z.optional(z.number()) }).check(
    z.refine((c) => c.desde !== undefined || c.hasta !== undefined, 'Un rango necesita desde o hasta'),
    z.refine((c) => c.desde === undefined || c.hasta === undefined || c.desde < c.hasta, 'desde debe ser menor que hasta'),
  ),
  z.strictObject({ campo: z.enum(CAMPOS_BOOLEANOS), es: z.boolean() }),
]);
export type Condicion = z.infer<typeof condicionSchema>;

/**
 * How a rule changes the running premium `v` (which starts at 0):
 * - `base`: tasa por mil on the sum insured, `v = v + SA × valor / 1000` (several base rules add up:
 *   base rate plus surcharge rates);
 * - `multiplicar`: `v = v × valor` (a factor; keep it >= 1 on sum-insured bands so the premium stays
 *   non-decreasing in the sum insured);
 * - `porcentaje`: `v = v × (1 + valor / 100)` (surcharge, or discount when negative);
 * - `sumar`: `v = v + valor` (a fixed amount in the quoted currency; use `monedaId`);
 * - `minimo`: `v = max(v, valor)` (minimum premium in the quoted currency; use `monedaId`).
 */
export const TIPOS_OPERACION_REGLA = ['base', 'multiplicar', 'porcentaje', 'sumar', 'minimo'] as const;
export type TipoOperacionRegla = (typeof TIPOS_OPERACION_REGLA)[number];

export const reglaSchema = z
  .object({
    /** Rules run in ascending `orden` (ties keep their list order). */
    orden: z.int(),
    grupo: z.enum(GRUPOS_REGLA),
    concepto: z.string().check(z.minLength(1)),
    /** The concept for pt-BR tenants, in the calculation trace (blank keeps the Spanish one). */
    nombres: nombresSchema(120),
    condicion: condicionSchema,
    tipoOperacion: z.enum(TIPOS_OPERACION_REGLA),
    valor: z.number(),
    /** When set, the rule applies only when quoting in this currency (fixed amounts, SA bands). */
    monedaId: z.optional(z.int()),
  })
  .check(
    z.refine((r) => r.tipoOperacion !== 'multiplicar' || r.valor >= 0, 'Un factor no puede ser negativo'),
    z.refine((r) => r.tipoOperacion !== 'base' || r.valor >= 0, 'Una tasa no puede ser negativa'),
    z.refine((r) => r.tipoOperacion !== 'porcentaje' || r.valor >= -100, 'Un porcentaje no puede ser menor a -100'),
  );
export type Regla = z.infer<typeof reglaSchema>;

// ---------------------------------------------------------------------------------------------
// Coverage
// ---------------------------------------------------------------------------------------------

export const medidaSeguridadSchema = z.object({
  nombre: z.string().check(z.minLength(1)),
  nombres: nombresSchema(120),
  /** Required when the sum insured (in the quoted currency) is >= the amount for that currency. */
  desdeSumaAsegurada: montosSchema,
  /** When present, required only for these goods. */
  mercaderiaIds: z.optional(z.array(z.int())),
});
export type MedidaSeguridad = z.infer<typeof medidaSeguridadSchema>;

export const configuracionCoberturaSchema = z.object({
  paisesOrigenProhibidos: z.array(z.int()),
  paisesDestinoProhibidos: z.array(z.int()),
  mercaderiasProhibidas: z.array(z.int()),
  permiteMercaderiaUsada: z.boolean(),
  transportesPermitidos: z.array(z.int().check(z.minimum(0))),
  operacionesPermitidas: z.array(operacionIdSchema),
  /** transporte id -> amounts per currency. Missing transport or currency = no limit. */
  limitesSumaAsegurada: z.record(idNumerico, montosSchema),
  /** Whether a departure date before today is accepted without approval (code 540). */
  permiteSalidaRetroactiva: z.boolean(),
  reglas: z.array(reglaSchema).check(z.minLength(1)),
});
export type ConfiguracionCobertura = z.infer<typeof configuracionCoberturaSchema>;

export const coberturaSchema = z
  .object({
    id: z.int().check(z.positive()),
    nombre: z.string().check(z.minLength(1)),
    nombres: nombresSchema(100),
    idAseguradora: z.int().check(z.positive()),
    activa: z._default(z.boolean(), true),
    /** Currency ids the coverage can be quoted in; any other currency gives no offer. */
    monedas: z.array(z.int()).check(z.minLength(1)),
    resumenes: z.array(z.string()),
    resumenesEn: resumenesEnSchema,
    deducibles: z.array(z.object({ cobertura: z.string(), deducible: z.string(), nombres: nombresDeducibleSchema })),
    medidasSeguridad: z.array(medidaSeguridadSchema),
    popular: z.boolean(),
    /** Percent off shown as a badge and applied as a discount line (0 = none). */
    oferta: z.number().check(z.minimum(0), z.maximum(100)),
    coeficienteFrecuenciaSiniestros: z.number().check(z.minimum(0)),
    /** Issue fee, fixed per currency. Every accepted currency must have one (0 allowed). */
    derechoEmision: montosSchema,
    configuracion: configuracionCoberturaSchema,
  })
  .check(
    z.refine((c) => c.monedas.every((m) => c.derechoEmision[String(m)] !== undefined), {
      message: 'Cada moneda aceptada necesita su derecho de emisión',
      path: ['derechoEmision'],
    }),
    z.refine((c) => c.configuracion.reglas.some((r) => r.tipoOperacion === 'base' && 'siempre' in r.condicion), {
      message: 'La cobertura necesita al menos una regla base que aplique siempre',
      path: ['configuracion', 'reglas'],
    }),
  );
export type Cobertura = z.infer<typeof coberturaSchema>;
/** What the seed and the admin screens write (defaults not yet applied). */
export type CoberturaInput = z.input<typeof coberturaSchema>;

// ---------------------------------------------------------------------------------------------
// Insurer and its parameters
// ---------------------------------------------------------------------------------------------

export const aseguradoraSchema = z.object({ id: z.int().check(z.positive()), nombre: z.string().check(z.minLength(1)) });
export type Aseguradora = z.infer<typeof aseguradoraSchema>;

const porcentaje = () => z.number().check(z.minimum(0), z.maximum(100));
const rangoSchema = z
  .object({ minimo: porcentaje(), maximo: porcentaje() })
  .check(z.refine((r) => r.minimo <= r.maximo, 'El mínimo no puede superar al máximo'));

/**
 * Insurer parameters exactly as spec 3 §3.5, plus `recargoFinancieroPorCuota`:
 * the financial surcharge, in percent, charged PER INSTALMENT BEYOND THE FIRST when paying by credit
 * card (payment form 2) in instalments. It is applied on prima + recargo administrativo (see motor.ts):
 * 3 instalments at 2.5 % => 5 % surcharge.
 */
export const parametrosAseguradoraSchema = z
  .object({
    idAseguradora: z.int().check(z.positive()),
    cuotasPermitidas: z.array(z.int().check(z.minimum(1), z.maximum(12))).check(z.minLength(1)),
    formasDePagoPermitidasIds: z.array(z.int().check(z.minimum(0), z.maximum(6))).check(z.minLength(1)),
    recargoAdmin: rangoSchema,
    comisionProductor: rangoSchema,
    comisionPredeterminada: porcentaje(),
    recargoAdminPredeterminado: porcentaje(),
    recargoFinancieroPorCuota: porcentaje(),
  })
  .check(
    z.refine((p) => p.cuotasPermitidas.includes(1), { message: 'Una cuota debe estar permitida', path: ['cuotasPermitidas'] }),
    z.refine(
      (p) => p.comisionPredeterminada >= p.comisionProductor.minimo && p.comisionPredeterminada <= p.comisionProductor.maximo,
      { message: 'La comisión predeterminada debe estar dentro del rango', path: ['comisionPredeterminada'] },
    ),
    z.refine(
      (p) => p.recargoAdminPredeterminado >= p.recargoAdmin.minimo && p.recargoAdminPredeterminado <= p.recargoAdmin.maximo,
      { message: 'El recargo administrativo predeterminado debe estar dentro del rango', path: ['recargoAdminPredeterminado'] },
    ),
  );
export type ParametrosAseguradora = z.infer<typeof parametrosAseguradoraSchema>;

/** Payment form id for credit card (spec 3 §3.7): the only one that allows instalments. */
export const FORMA_DE_PAGO_CREDITO = 2;
