import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { nombresSchema, resumenesEnSchema } from '../../coberturas/schemas.ts';
import { versionesUsadasSchema } from '../../catalogos/versiones.ts';
import { montoSchema, porcentajeSchema } from '../montos.ts';
import { calculoSchema, deducibleOfertaSchema, medidaOfertaSchema, validacionSchema } from './calculo.ts';

/**
 * The specific-trip quote request as spec 3 §3.3 names its fields. SumaAsegurada is accepted but
 * never trusted: the server recomputes it (and every price) from the components.
 */
export const cotizacionRequestSchema = z.object({
  ValorFactura: montoSchema({ error: 'Requerido' }),
  DemasGastos: z._default(montoSchema(), 0),
  GastoEnvio: z._default(montoSchema(), 0),
  /** A percentage of the base (spec 3 §5.1). */
  BeneficioImaginario: porcentajeSchema({ error: 'Requerido' }),
  SumaAsegurada: z.optional(montoSchema()),
  MonedaId: z._default(z.int(), 840),
  EsMercaderiaUsada: z._default(z.boolean(), false),
  MercaderiaId: z.number({ error: 'Requerido' }).check(z.int()),
  OperacionId: z.union([z.literal(201), z.literal(202), z.literal(203)], { error: 'Requerido' }),
  TransporteId: z.number({ error: 'Requerido' }).check(z.int(), z.minimum(0)),
  OrigenId: z.number({ error: 'Requerido' }).check(z.int()),
  DestinoId: z.number({ error: 'Requerido' }).check(z.int()),
  /** yyyy-mm-dd */
  FechaSalida: z.iso.date('Fecha inválida'),
  /**
   * Kilometre band: 60, 100, 400 or 401 (over 400), spec 3 §9. Required only where the tenant shows
   * the field (`mostrarKm`, spec 3 §2.2); elsewhere it is ignored.
   */
  Km: z._default(z.nullable(z.union([z.literal(60), z.literal(100), z.literal(400), z.literal(401)])), null),
  ContinuacionViaje: z._default(z.boolean(), false),
  FormaDePagoId: z._default(z.int().check(z.minimum(0), z.maximum(6)), 0),
  Cuotas: z._default(z.int().check(z.minimum(1), z.maximum(12)), 1),
  /** Absent: the policy country's usual condition (the server fills it). */
  CondicionFiscal: z.optional(z.string().check(z.minLength(1))),
  recargoAdmin: z.optional(z.nullable(porcentajeSchema())),
  comisionProductor: z.optional(z.nullable(porcentajeSchema())),
  /** Commercial discount (spec 3 §3.2 comisiones.dctoComercial), percent off the premium, up to the producer commission. */
  dctoComercial: z._default(porcentajeSchema(), 0),
  /** The taxes of the chosen offer as the browser saw them (spec 3 §3.3). Never trusted: the server recomputes them. */
  Impuesto: z.optional(z.nullable(montoSchema())),
  NivelSuperiorId: z.optional(z.nullable(z.int())),
  NivelFinalId: z.optional(z.nullable(z.int())),
  TomadorId: z.optional(z.nullable(z.int().check(z.positive()))),
  BeneficiarioId: z.optional(z.nullable(z.int().check(z.positive()))),
  /** Quote one coverage only (re-pricing the chosen offer). */
  CoberturaId: z.optional(z.nullable(z.int())),
});
export type CotizacionRequest = z.infer<typeof cotizacionRequestSchema>;

// The trace and the excess validations are shared with the floating-policy certificates.
export { calculoSchema, reglaAplicadaSchema, validacionSchema, type Calculo, type Validacion } from './calculo.ts';

/** One offer card (spec 3 §3.4 and the quote card of spec 2 §3.8). */
export const ofertaSchema = z.object({
  cobertura: z.object({
    id: z.int(),
    nombre: z.string(),
    // The coverage's texts for pt-BR tenants (shared/coberturas/textos-localizados.ts); absent before them.
    nombres: nombresSchema(100),
    resumenesEn: resumenesEnSchema,
    idAseguradora: z.int(),
    aseguradora: z.string(),
    idMoneda: z.int(),
    /** The portal page of the coverage's conditions (`/condiciones/{id}`), which redirects to the PDF. */
    urlCondiciones: z.string(),
    resumenes: z.array(z.string()),
  }),
  moneda: z.object({ id: z.int(), simbolo: z.string() }),
  sumaAsegurada: z.number(),
  prima: z.number(),
  premio: z.number(),
  formaDePago: z.int(),
  cuotas: z.int(),
  valorCuota: z.number(),
  recargoAdmin: z.object({ valor: z.number(), predeterminado: z.number(), minimo: z.number(), maximo: z.number() }),
  comisionProductor: z.object({ valor: z.number(), predeterminada: z.number(), minima: z.number(), maxima: z.number() }),
  deducibles: z.array(deducibleOfertaSchema),
  medidasSeguridad: z.array(medidaOfertaSchema),
  popular: z.boolean(),
  oferta: z.number(),
  validaciones: z.array(validacionSchema),
  coeficienteFrecuenciaSiniestros: z.number(),
  cantidadViajes: z.int(),
  calculoPrima: calculoSchema,
  calculoPremio: calculoSchema,
});
export type Oferta = z.infer<typeof ofertaSchema>;

const textoOperativo = (campo: string, requerido: boolean) => {
  const base = z.string().check(z.trim(), z.maxLength(500, `${campo}: máximo 500 caracteres`));
  return requerido ? base.check(z.minLength(1, 'Requerido')) : z._default(z.optional(base), '');
};

/** Save (spec 3 §3.3 + chosen coverage); `Id` when the quote already exists. */
export const guardarRequestSchema = z.extend(cotizacionRequestSchema, {
  Id: z.optional(z.int().check(z.positive())),
  CoberturaId: z.number({ error: 'Elegí una cobertura' }).check(z.int()),
  TomadorId: z.number({ error: 'Requerido' }).check(z.int(), z.positive()),
  observacion: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type GuardarRequest = z.infer<typeof guardarRequestSchema>;

const emailNotificacion = z.email('Debe ingregar un email válido. Si es más de uno separar por ;');

/** Issue payload of spec 3 §3.6 (field names as the spec gives them). */
export const emitirRequestSchema = z.object({
  Id: z.int().check(z.positive()),
  NivelSuperiorId: z.optional(z.nullable(z.int())),
  NroReferenciaInterna: z.string().check(z.trim(), z.minLength(1, 'Requerido'), z.maxLength(100)),
  NumeroFacturaComercial: textoOperativo('Factura comercial', false),
  ClausulaDeNoRepeticion: textoOperativo('Cláusula de no repetición', false),
  DetalleTipoMercaderia: textoOperativo('Detalle de mercadería', true),
  DetalleOrigen: textoOperativo('Detalle de origen', true),
  DetalleDestino: textoOperativo('Detalle de destino', true),
  Notificaciones: z.object({
    /** Spec 3 §3.6 sends it as an empty list; kept in the contract (any address in it is notified too). */
    Emails: z.array(emailNotificacion).check(z.maxLength(20)),
    /**
     * The notification settings of the Emisión step (spec 3 §3.7: incluirEmailBeneficiario and
     * otroEmail), resolved to addresses by the wizard. An extension: spec 3 §3.6 does not say how they travel.
     */
    OtrosEmails: z._default(z.array(emailNotificacion).check(z.maxLength(20)), []),
  }),
  MetodoPago: z.object({ Descripcion: z.string().check(z.trim(), z.minLength(1, 'Requerido'), z.maxLength(500)) }),
});
export type EmitirRequest = z.infer<typeof emitirRequestSchema>;

/** Excess-approval request: the quote form plus the rendered answers of spec 3 §5.3. */
export const solicitudAprobacionSchema = z.extend(guardarRequestSchema, {
  respuestas: z
    .array(z.object({ pregunta: z.string().check(z.maxLength(300)), respuesta: z.string().check(z.maxLength(2000)) }))
    .check(z.maxLength(60)),
  contenedores: z._default(
    z.array(z.object({ tipo: z.string().check(z.maxLength(50)), valor: montoSchema() })).check(z.maxLength(50)),
    [],
  ),
  observacion: z.optional(z.string().check(z.trim(), z.maxLength(500, 'Máximo 500 caracteres'))),
});
export type SolicitudAprobacion = z.infer<typeof solicitudAprobacionSchema>;

export const estadoSchema = z.object({ id: z.int(), nombre: z.string(), color: z.string(), colorName: z.string() });

const parte = z.nullable(z.object({ id: z.int(), nombre: z.string(), cif: z.string() }));

/** A specific-trip certificate as read (spec 3 §3.1), plus its timeline. */
export const certificadoSchema = z.object({
  id: z.int(),
  nroCertificado: z.nullable(z.string()),
  estado: estadoSchema,
  fechaEstado: z.string(),
  fechaSalida: z.string(),
  venceEl: z.nullable(z.string()),
  tipoOperacion: z.object({ id: z.int() }),
  medioTransporte: z.object({ id: z.int(), texto: z.string(), cssClass: z.string() }),
  paisOrigen: z.object({ id: z.int(), nombre: z.string(), bandera: z.string() }),
  paisDestino: z.object({ id: z.int(), nombre: z.string(), bandera: z.string() }),
  mercaderia: z.object({ id: z.int(), nombre: z.string(), esNueva: z.boolean() }),
  sumaAsegurada: z.object({
    moneda: z.object({ id: z.int(), simbolo: z.string() }),
    valorFactura: z.number(),
    gastoEnvio: z.number(),
    demasGastos: z.number(),
    beneficioImaginario: z.number(),
    total: z.number(),
  }),
  productor: z.object({ id: z.int(), nombre: z.string() }),
  tomador: parte,
  beneficiario: parte,
  cobertura: z.object({
    id: z.int(),
    nombre: z.string(),
    nombres: nombresSchema(100),
    idMoneda: z.int(),
    idAseguradora: z.int(),
    aseguradora: z.string(),
    resumenes: z.array(z.string()),
    resumenesEn: resumenesEnSchema,
    urlCondiciones: z.string(),
  }),
  oferta: ofertaSchema,
  /** The request it was priced from, so edit and clone restore every field (km band, continuation, fiscal condition). */
  solicitud: cotizacionRequestSchema,
  comisionProductor: z.number(),
  recargoAdmin: z.number(),
  prima: z.object({ monto: z.number() }),
  premio: z.object({ monto: z.number() }),
  pago: z.object({ metodo: z.int(), cuotas: z.int(), descripcion: z.nullable(z.string()) }),
  medidasSeguridad: z.array(medidaOfertaSchema),
  validaciones: z.array(validacionSchema),
  seguridad: z.string(),
  nroReferenciaInterna: z.nullable(z.string()),
  facturaComercial: z.nullable(z.string()),
  clausulaDeNoRepeticion: z.nullable(z.string()),
  detalleMercaderia: z.nullable(z.string()),
  detalleOrigen: z.nullable(z.string()),
  detalleDestino: z.nullable(z.string()),
  codigoVerificacion: z.nullable(z.string()),
  solicitudAprobacion: z.nullable(
    z.object({
      respuestas: z.array(z.object({ pregunta: z.string(), respuesta: z.string() })),
      contenedores: z.array(z.object({ tipo: z.string(), valor: z.number() })),
      observacion: z.nullable(z.string()),
      decision: z.nullable(
        z.object({
          resultado: z.enum(['aprobado', 'rechazado']),
          observaciones: z.string(),
          fecha: z.string(),
          usuario: z.string(),
        }),
      ),
    }),
  ),
  historial: z.array(
    z.object({
      fecha: z.string(),
      accion: z.string(),
      desde: z.nullable(z.number()),
      hacia: z.nullable(z.number()),
      usuario: z.string(),
    }),
  ),
  urlAsegurado: z.nullable(z.string()),
  urlCopiaPAS: z.nullable(z.string()),
  urlConstancia: z.nullable(z.string()),
  /** The documents of the current version are still being rendered: read it again shortly. */
  documentosPendientes: z.boolean(),
  /** The master versions it was priced with (null before masters were versioned). */
  versiones: z.nullable(versionesUsadasSchema),
});
export type Certificado = z.infer<typeof certificadoSchema>;

export const certificadoFilaSchema = z.pick(certificadoSchema, {
  id: true,
  nroCertificado: true,
  estado: true,
  fechaEstado: true,
  tomador: true,
  sumaAsegurada: true,
  premio: true,
  seguridad: true,
  tipoOperacion: true,
  medioTransporte: true,
  nroReferenciaInterna: true,
  urlAsegurado: true,
  urlCopiaPAS: true,
  urlConstancia: true,
});
export type CertificadoFila = z.infer<typeof certificadoFilaSchema>;
