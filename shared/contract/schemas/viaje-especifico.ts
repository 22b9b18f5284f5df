import * as z from 'zod';

/**
 * The specific-trip quote request as spec 3 §3.3 names its fields. SumaAsegurada is accepted but
 * never trusted: the server recomputes it (and every price) from the components.
 */
export const cotizacionRequestSchema = z.object({
  ValorFactura: z.number({ error: 'Requerido' }).min(0, 'Debe ser mayor o igual a 0'),
  DemasGastos: z.number().min(0, 'Debe ser mayor o igual a 0').default(0),
  GastoEnvio: z.number().min(0, 'Debe ser mayor o igual a 0').default(0),
  BeneficioImaginario: z.number({ error: 'Requerido' }).min(0, 'Debe ser mayor o igual a 0'),
  SumaAsegurada: z.number().optional(),
  MonedaId: z.number().int().default(840),
  EsMercaderiaUsada: z.boolean().default(false),
  MercaderiaId: z.number({ error: 'Requerido' }).int(),
  OperacionId: z.union([z.literal(201), z.literal(202), z.literal(203)], { error: 'Requerido' }),
  TransporteId: z.number({ error: 'Requerido' }).int().min(0),
  OrigenId: z.number({ error: 'Requerido' }).int(),
  DestinoId: z.number({ error: 'Requerido' }).int(),
  /** yyyy-mm-dd */
  FechaSalida: z.iso.date('Fecha inválida'),
  /** Kilometre band: 60, 100, 400 or 401 (over 400), spec 3 §9. */
  Km: z
    .union([z.literal(60), z.literal(100), z.literal(400), z.literal(401)])
    .nullable()
    .default(null),
  ContinuacionViaje: z.boolean().default(false),
  FormaDePagoId: z.number().int().min(0).max(6).default(0),
  Cuotas: z.number().int().min(1).max(12).default(1),
  /** Absent: the policy country's usual condition (the server fills it). */
  CondicionFiscal: z.string().min(1).optional(),
  recargoAdmin: z.number().min(0).max(100).nullable().optional(),
  comisionProductor: z.number().min(0).max(100).nullable().optional(),
  NivelSuperiorId: z.number().int().nullable().optional(),
  NivelFinalId: z.number().int().nullable().optional(),
  TomadorId: z.number().int().positive().nullable().optional(),
  BeneficiarioId: z.number().int().positive().nullable().optional(),
  /** Quote one coverage only (re-pricing the chosen offer). */
  CoberturaId: z.number().int().nullable().optional(),
});
export type CotizacionRequest = z.infer<typeof cotizacionRequestSchema>;

/** One step of a calculation trace (spec 2 §3.10). */
export const reglaAplicadaSchema = z.object({
  orden: z.number().int(),
  grupo: z.string(),
  concepto: z.string(),
  condicion: z.string(),
  tipoOperacion: z.enum(['base', 'tasa', 'multiplicar', 'sumar', 'porcentaje', 'minimo']),
  valorOperacion: z.number(),
  grupoOperacion: z.string(),
  resultado: z.number(),
});

export const calculoSchema = z.object({
  valorInicial: z.number(),
  reglas: z.array(reglaAplicadaSchema),
  resultados: z.record(z.string(), z.number()),
  total: z.number(),
});
export type Calculo = z.infer<typeof calculoSchema>;

export const validacionSchema = z.object({ codigo: z.number().int(), mensaje: z.string() });
export type Validacion = z.infer<typeof validacionSchema>;

/** One offer card (spec 3 §3.4 and the quote card of spec 2 §3.8). */
export const ofertaSchema = z.object({
  cobertura: z.object({
    id: z.number().int(),
    nombre: z.string(),
    idAseguradora: z.number().int(),
    aseguradora: z.string(),
    idMoneda: z.number().int(),
    urlCondiciones: z.string(),
    resumenes: z.array(z.string()),
  }),
  moneda: z.object({ id: z.number().int(), simbolo: z.string() }),
  sumaAsegurada: z.number(),
  prima: z.number(),
  premio: z.number(),
  formaDePago: z.number().int(),
  cuotas: z.number().int(),
  valorCuota: z.number(),
  recargoAdmin: z.object({ valor: z.number(), predeterminado: z.number(), minimo: z.number(), maximo: z.number() }),
  comisionProductor: z.object({ valor: z.number(), predeterminada: z.number(), minima: z.number(), maxima: z.number() }),
  deducibles: z.array(z.object({ cobertura: z.string(), deducible: z.string() })),
  medidasSeguridad: z.array(z.object({ nombre: z.string() })),
  popular: z.boolean(),
  oferta: z.number(),
  validaciones: z.array(validacionSchema),
  coeficienteFrecuenciaSiniestros: z.number(),
  cantidadViajes: z.number().int(),
  calculoPrima: calculoSchema,
  calculoPremio: calculoSchema,
});
export type Oferta = z.infer<typeof ofertaSchema>;

const textoOperativo = (campo: string, requerido: boolean) => {
  const base = z.string().trim().max(500, `${campo}: máximo 500 caracteres`);
  return requerido ? base.min(1, 'Requerido') : base.optional().default('');
};

/** Save (spec 3 §3.3 + chosen coverage); `Id` when the quote already exists. */
export const guardarRequestSchema = cotizacionRequestSchema.extend({
  Id: z.number().int().positive().optional(),
  CoberturaId: z.number({ error: 'Elegí una cobertura' }).int(),
  TomadorId: z.number({ error: 'Requerido' }).int().positive(),
  observacion: z.string().trim().max(500).optional(),
});
export type GuardarRequest = z.infer<typeof guardarRequestSchema>;

/** Issue payload of spec 3 §3.6 (field names as the spec gives them). */
export const emitirRequestSchema = z.object({
  Id: z.number().int().positive(),
  NivelSuperiorId: z.number().int().nullable().optional(),
  NroReferenciaInterna: z.string().trim().min(1, 'Requerido').max(100),
  NumeroFacturaComercial: textoOperativo('Factura comercial', false),
  ClausulaDeNoRepeticion: textoOperativo('Cláusula de no repetición', false),
  DetalleTipoMercaderia: textoOperativo('Detalle de mercadería', true),
  DetalleOrigen: textoOperativo('Detalle de origen', true),
  DetalleDestino: textoOperativo('Detalle de destino', true),
  Notificaciones: z.object({ Emails: z.array(z.email('Debe ingregar un email válido. Si es más de uno separar por ;')).max(20) }),
  MetodoPago: z.object({ Descripcion: z.string().trim().min(1, 'Requerido').max(500) }),
});
export type EmitirRequest = z.infer<typeof emitirRequestSchema>;

/** Excess-approval request: the quote form plus the rendered answers of spec 3 §5.3. */
export const solicitudAprobacionSchema = guardarRequestSchema.extend({
  respuestas: z.array(z.object({ pregunta: z.string().max(300), respuesta: z.string().max(2000) })).max(60),
  contenedores: z
    .array(z.object({ tipo: z.string().max(50), valor: z.number().min(0) }))
    .max(50)
    .default([]),
  observacion: z.string().trim().max(500, 'Máximo 500 caracteres').optional(),
});
export type SolicitudAprobacion = z.infer<typeof solicitudAprobacionSchema>;

export const estadoSchema = z.object({ id: z.number().int(), nombre: z.string(), color: z.string(), colorName: z.string() });

const parte = z.object({ id: z.number().int(), nombre: z.string(), cif: z.string() }).nullable();

/** A specific-trip certificate as read (spec 3 §3.1), plus its timeline. */
export const certificadoSchema = z.object({
  id: z.number().int(),
  nroCertificado: z.string().nullable(),
  estado: estadoSchema,
  fechaEstado: z.string(),
  fechaSalida: z.string(),
  venceEl: z.string().nullable(),
  tipoOperacion: z.object({ id: z.number().int() }),
  medioTransporte: z.object({ id: z.number().int(), texto: z.string(), cssClass: z.string() }),
  paisOrigen: z.object({ id: z.number().int(), nombre: z.string(), bandera: z.string() }),
  paisDestino: z.object({ id: z.number().int(), nombre: z.string(), bandera: z.string() }),
  mercaderia: z.object({ id: z.number().int(), nombre: z.string(), esNueva: z.boolean() }),
  sumaAsegurada: z.object({
    moneda: z.object({ id: z.number().int(), simbolo: z.string() }),
    valorFactura: z.number(),
    gastoEnvio: z.number(),
    demasGastos: z.number(),
    beneficioImaginario: z.number(),
    total: z.number(),
  }),
  productor: z.object({ id: z.number().int(), nombre: z.string() }),
  tomador: parte,
  beneficiario: parte,
  cobertura: z.object({
    id: z.number().int(),
    nombre: z.string(),
    idMoneda: z.number().int(),
    idAseguradora: z.number().int(),
    aseguradora: z.string(),
    resumenes: z.array(z.string()),
    urlCondiciones: z.string(),
  }),
  oferta: ofertaSchema,
  /** The request it was priced from, so edit and clone restore every field (km band, continuation, fiscal condition). */
  solicitud: cotizacionRequestSchema,
  comisionProductor: z.number(),
  recargoAdmin: z.number(),
  prima: z.object({ monto: z.number() }),
  premio: z.object({ monto: z.number() }),
  pago: z.object({ metodo: z.number().int(), cuotas: z.number().int(), descripcion: z.string().nullable() }),
  medidasSeguridad: z.array(z.object({ nombre: z.string() })),
  validaciones: z.array(validacionSchema),
  seguridad: z.string(),
  nroReferenciaInterna: z.string().nullable(),
  facturaComercial: z.string().nullable(),
  clausulaDeNoRepeticion: z.string().nullable(),
  detalleMercaderia: z.string().nullable(),
  detalleOrigen: z.string().nullable(),
  detalleDestino: z.string().nullable(),
  codigoVerificacion: z.string().nullable(),
  solicitudAprobacion: z
    .object({
      respuestas: z.array(z.object({ pregunta: z.string(), respuesta: z.string() })),
      contenedores: z.array(z.object({ tipo: z.string(), valor: z.number() })),
      observacion: z.string().nullable(),
      decision: z
        .object({
          resultado: z.enum(['aprobado', 'rechazado']),
          observaciones: z.string(),
          fecha: z.string(),
          usuario: z.string(),
        })
        .nullable(),
    })
    .nullable(),
  historial: z.array(
    z.object({
      fecha: z.string(),
      accion: z.string(),
      desde: z.number().nullable(),
      hacia: z.number().nullable(),
      usuario: z.string(),
    }),
  ),
  urlAsegurado: z.string().nullable(),
  urlCopiaPAS: z.string().nullable(),
  urlConstancia: z.string().nullable(),
  /** The documents of the current version are still being rendered: read it again shortly. */
  documentosPendientes: z.boolean(),
});
export type Certificado = z.infer<typeof certificadoSchema>;

export const certificadoFilaSchema = certificadoSchema.pick({
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
