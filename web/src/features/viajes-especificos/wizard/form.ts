import * as z from 'zod';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import type {
  Certificado,
  CotizacionRequest,
  EmitirRequest,
  GuardarRequest,
  Oferta,
} from '#shared/contract/schemas/viaje-especifico.ts';
import { redondear } from '#shared/viajes-especificos/redondeo.ts';
import { calcularSumaAsegurada } from '#shared/viajes-especificos/suma-asegurada.ts';

/** Spec 3 §3.7: risk types. */
export const TIPOS_RIESGO = [201, 202, 203] as const;
export type TipoRiesgoId = (typeof TIPOS_RIESGO)[number];

/** Spec 3 §9: kilometre bands (401 = more than 400). */
export const BANDAS_KM = [60, 100, 400, 401] as const;
export type BandaKm = (typeof BANDAS_KM)[number];

/** Spec 3 §3.7: payment forms by id. */
export const FORMA_PAGO = {
  transferencia: 0,
  debito: 1,
  credito: 2,
  efectivo: 3,
  deposito: 4,
  cheque: 5,
  debitoAutomatico: 6,
} as const;

export const REQUERIDO = 'Requerido';
export const MIN_CERO = 'Debe ser mayor o igual a 0';
export const SUMA_POSITIVA = 'La suma asegurada debe ser mayor a 0';
export const EMAIL_INVALIDO = 'Debe ingregar un email válido. Si es más de uno separar por ;';

/** yyyy-mm-dd of a local date. */
export const isoLocal = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

// ---------------------------------------------------------------------------------------------
// Step Viaje: risk-type country rules (spec 3 §4.2)
// ---------------------------------------------------------------------------------------------

/**
 * The countries after a risk-type change: 203 both the policy country; 202 origin the policy country
 * and destination cleared; 201 destination the policy country and origin cleared.
 */
export const paisesAlCambiarRiesgo = (
  riesgo: TipoRiesgoId,
  paisPolizaId: number,
): { origenId: number | null; destinoId: number | null } => {
  if (riesgo === 203) return { origenId: paisPolizaId, destinoId: paisPolizaId };
  if (riesgo === 202) return { origenId: paisPolizaId, destinoId: null };
  return { origenId: null, destinoId: paisPolizaId };
};

/**
 * The selectable country ids for a risk type. National transit (203) restricts the list to the
 * national-transit list, which in this portal is the policy country only (a national transit runs
 * inside the country whose policy covers it). null = every country of the catalogue.
 */
export const paisesPermitidos = (riesgo: TipoRiesgoId, paisPolizaId: number): number[] | null =>
  riesgo === 203 ? [paisPolizaId] : null;

/** Spec 3 §2.2: late departure = before today, transport mode 0 and not issued; whole days. */
export const diasDeAtraso = (fechaSalida: string, hoy: string): number => {
  const a = Date.parse(`${fechaSalida}T00:00:00Z`);
  const b = Date.parse(`${hoy}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return 0;
  return Math.max(0, Math.round((b - a) / 86_400_000));
};

export const salidaAtrasada = (fechaSalida: string, hoy: string, modoTransporte: number | null, emitido: boolean): boolean =>
  !emitido && modoTransporte === 0 && diasDeAtraso(fechaSalida, hoy) >= 1;

/** Goods search: name and tags, case- and accent-insensitive. */
export const sinAcentos = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

export const mercaderiaCoincide = (m: { nombre: string; tags?: readonly string[] }, busqueda: string): boolean => {
  const q = sinAcentos(busqueda);
  if (!q) return true;
  return [m.nombre, ...(m.tags ?? [])].some((texto) => sinAcentos(texto).includes(q));
};

// ---------------------------------------------------------------------------------------------
// The quote form (spec 3 §3.2)
// ---------------------------------------------------------------------------------------------

export interface CotizacionForm {
  productorId: number | null;
  tomador: Cliente | null;
  esBeneficiario: boolean;
  beneficiario: Cliente | null;
  idTipoRiesgo: TipoRiesgoId;
  idModoTransporte: number | null;
  origenId: number | null;
  destinoId: number | null;
  fechaSalida: string;
  km: BandaKm | null;
  continuacionViaje: boolean;
  mercaderiaId: number | null;
  esNueva: boolean;
  monedaId: number | null;
  valor: number | null;
  flete: number | null;
  demasGastos: number | null;
  beneficioImaginario: number | null;
  formaDePago: number;
  cuotas: number | null;
  condicionFiscal: string | null;
  comisionProductor: number | null;
  recargoAdmin: number | null;
  /** Spec 3 §3.2 comisiones.dctoComercial: percent off the premium, out of the producer commission. */
  dctoComercial: number | null;
}

export const valoresIniciales = (hoy: string, productorId: number | null, paisPolizaId: number): CotizacionForm => ({
  productorId,
  tomador: null,
  esBeneficiario: true,
  beneficiario: null,
  idTipoRiesgo: 201,
  idModoTransporte: 0,
  ...paisesAlCambiarRiesgo(201, paisPolizaId),
  fechaSalida: hoy,
  km: null,
  continuacionViaje: false,
  mercaderiaId: null,
  esNueva: true,
  monedaId: 840,
  valor: null,
  flete: 0,
  demasGastos: 0,
  beneficioImaginario: 0,
  formaDePago: FORMA_PAGO.transferencia,
  cuotas: null,
  condicionFiscal: null,
  comisionProductor: null,
  recargoAdmin: null,
  dctoComercial: 0,
});

/** Live total (spec 3 §5.1), with empty fields as 0. */
export const sumaAseguradaDe = (v: Pick<CotizacionForm, 'valor' | 'flete' | 'demasGastos' | 'beneficioImaginario' | 'esNueva'>) =>
  calcularSumaAsegurada({
    valor: v.valor ?? 0,
    flete: v.flete ?? 0,
    demasGastos: v.demasGastos ?? 0,
    beneficioImaginario: v.beneficioImaginario ?? 0,
    esMercaderiaUsada: !v.esNueva,
  });

const requerido = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || v === undefined || v === '' ? undefined : v), schema);

/**
 * The fields validated by 'Cotizar' (spec 3 §5.1); every other field of the form passes through. The
 * kilometre band is required only where the tenant shows it (spec 3 §2.2).
 */
export const viajeSchema = (beneficioMaximo: number, mostrarKm: boolean) =>
  z
    .object({
      productorId: requerido(z.number({ error: REQUERIDO })),
      tomador: z.custom<Cliente>((v) => v !== null && v !== undefined, { error: REQUERIDO }),
      esBeneficiario: z.boolean(),
      beneficiario: z.custom<Cliente | null>(() => true),
      idTipoRiesgo: requerido(z.union([z.literal(201), z.literal(202), z.literal(203)], { error: REQUERIDO })),
      idModoTransporte: requerido(z.number({ error: REQUERIDO })),
      origenId: requerido(z.number({ error: REQUERIDO })),
      destinoId: requerido(z.number({ error: REQUERIDO })),
      fechaSalida: requerido(z.string({ error: REQUERIDO }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida')),
      km: mostrarKm ? requerido(z.number({ error: REQUERIDO })) : z.number().nullable(),
      mercaderiaId: requerido(z.number({ error: REQUERIDO })),
      esNueva: z.boolean(),
      monedaId: requerido(z.number({ error: REQUERIDO })),
      valor: requerido(z.number({ error: REQUERIDO }).min(0, MIN_CERO)),
      flete: z.number().min(0, MIN_CERO).nullable(),
      demasGastos: z.number().min(0, MIN_CERO).nullable(),
      beneficioImaginario: requerido(
        z
          .number({ error: REQUERIDO })
          .min(0, 'El beneficio imaginario no puede ser negativo')
          .max(beneficioMaximo, `El beneficio imaginario no puede superar el ${beneficioMaximo} %`),
      ),
    })
    .loose()
    .superRefine((v, ctx) => {
      if (!v.esBeneficiario && !v.beneficiario) ctx.addIssue({ code: 'custom', path: ['beneficiario'], message: REQUERIDO });
      const total = sumaAseguradaDe({
        valor: typeof v.valor === 'number' ? v.valor : 0,
        flete: v.flete,
        demasGastos: v.demasGastos,
        beneficioImaginario: typeof v.beneficioImaginario === 'number' ? v.beneficioImaginario : 0,
        esNueva: v.esNueva,
      });
      if (typeof v.valor === 'number' && v.valor >= 0 && !(total > 0))
        ctx.addIssue({ code: 'custom', path: ['valor'], message: SUMA_POSITIVA });
    });

// ---------------------------------------------------------------------------------------------
// Step Cobertura: instalments and commercial levers
// ---------------------------------------------------------------------------------------------

/** Spec 3 §4.2 and spec 2 §5.4: instalments only for credit (id 2). */
export const cuotasHabilitadas = (formaDePago: number | null | undefined): boolean => formaDePago === FORMA_PAGO.credito;

/** The instalments after a payment-form change: kept for credit, cleared otherwise. */
export const cuotasAlCambiarFormaDePago = (formaDePago: number, cuotas: number | null): number | null =>
  cuotasHabilitadas(formaDePago) ? (cuotas ?? 1) : null;

export type Palanca = 'recargoAdmin' | 'comisionProductor';

/** Whether the editable lever's value fits the offer's range (spec 3 §5.1). */
export const palancaEnRango = (
  palanca: Palanca,
  valor: number | null,
  oferta: {
    recargoAdmin: { minimo: number; maximo: number };
    comisionProductor: { minima: number; maxima: number };
  },
): boolean => {
  if (valor === null || !Number.isFinite(valor)) return false;
  return palanca === 'recargoAdmin'
    ? valor >= oferta.recargoAdmin.minimo && valor <= oferta.recargoAdmin.maximo
    : valor >= oferta.comisionProductor.minima && valor <= oferta.comisionProductor.maxima;
};

/** The producer commission an offer applies with the form's lever value (the insurer default when the tenant does not move it). */
export const comisionAplicada = (palanca: Palanca, valor: number | null, oferta: Pick<Oferta, 'comisionProductor'>): number =>
  palanca === 'comisionProductor' && valor !== null ? valor : oferta.comisionProductor.predeterminada;

/** The commercial discount lies between 0 and the commission it comes out of (the server checks the same). */
export const dctoEnRango = (dcto: number | null, comision: number): boolean =>
  dcto !== null && Number.isFinite(dcto) && dcto >= 0 && dcto <= comision;

/** The commercial discount an offer was priced with, read from its trace (0 when none). */
export const dctoDeOferta = (oferta: Pick<Oferta, 'calculoPrima'>): number => {
  const linea = oferta.calculoPrima.reglas.find((r) => r.grupo === 'Descuento comercial');
  return linea ? -linea.valorOperacion : 0;
};

/** Choosing an offer re-prices it when the form's lever or discount differ from what it was priced with. */
export const requiereRecotizar = (palanca: Palanca, valor: number | null, dcto: number | null, oferta: Oferta): boolean => {
  const actual = palanca === 'recargoAdmin' ? oferta.recargoAdmin.valor : oferta.comisionProductor.valor;
  return valor !== actual || (dcto ?? 0) !== dctoDeOferta(oferta);
};

/** Whether two offers price the same thing the same way (a re-quote of an unchanged saved quote gives the same offer). */
export const mismaOferta = (
  a: Pick<Oferta, 'cobertura' | 'sumaAsegurada' | 'prima' | 'premio' | 'formaDePago' | 'cuotas'>,
  b: Pick<Oferta, 'cobertura' | 'sumaAsegurada' | 'prima' | 'premio' | 'formaDePago' | 'cuotas'>,
): boolean =>
  a.cobertura.id === b.cobertura.id &&
  a.sumaAsegurada === b.sumaAsegurada &&
  a.prima === b.prima &&
  a.premio === b.premio &&
  a.formaDePago === b.formaDePago &&
  a.cuotas === b.cuotas;

/** The taxes of an offer (premio − premio neto), sent as Impuesto (spec 3 §3.3); the server recomputes them. */
export const impuestoDe = (oferta: Pick<Oferta, 'premio' | 'calculoPremio'>): number =>
  redondear(oferta.premio - (oferta.calculoPremio.resultados['Premio Neto'] ?? oferta.premio));

/** Who is quoting: the tenant's lever and the user's parent-level producer (spec 3 §6, sent as NivelSuperiorId). */
export interface OpcionesSolicitud {
  palanca: Palanca;
  nivelSuperiorId: number | null;
  coberturaId?: number | null;
}

/**
 * The quote request (spec 3 §3.3). Only the tenant's lever travels: recargoAdmin for a standard
 * tenant, comisionProductor for the bank and embedded ones. The lever and the commercial discount are
 * sent only when re-pricing one coverage (`coberturaId`); a quote of every coverage sends null and 0,
 * and each insurer uses its default. NivelFinalId is the chosen producer, NivelSuperiorId the user's
 * parent level. Impuesto is null until an offer is chosen (see `aGuardar`).
 */
export const aSolicitud = (v: CotizacionForm, opciones: OpcionesSolicitud): CotizacionRequest => {
  const repricing = opciones.coberturaId !== undefined && opciones.coberturaId !== null;
  const palanca = repricing ? v[opciones.palanca] : null;
  return {
    ValorFactura: v.valor ?? 0,
    DemasGastos: v.demasGastos ?? 0,
    GastoEnvio: v.flete ?? 0,
    BeneficioImaginario: v.beneficioImaginario ?? 0,
    SumaAsegurada: sumaAseguradaDe(v),
    MonedaId: v.monedaId ?? 840,
    EsMercaderiaUsada: !v.esNueva,
    MercaderiaId: v.mercaderiaId ?? 0,
    OperacionId: v.idTipoRiesgo,
    TransporteId: v.idModoTransporte ?? 0,
    OrigenId: v.origenId ?? 0,
    DestinoId: v.destinoId ?? 0,
    FechaSalida: v.fechaSalida,
    Km: v.km,
    ContinuacionViaje: v.continuacionViaje,
    FormaDePagoId: v.formaDePago,
    Cuotas: cuotasHabilitadas(v.formaDePago) ? (v.cuotas ?? 1) : 1,
    ...(v.condicionFiscal ? { CondicionFiscal: v.condicionFiscal } : {}),
    ...(opciones.palanca === 'recargoAdmin' ? { recargoAdmin: palanca } : { comisionProductor: palanca }),
    dctoComercial: repricing ? (v.dctoComercial ?? 0) : 0,
    Impuesto: null,
    NivelSuperiorId: opciones.nivelSuperiorId,
    NivelFinalId: v.productorId,
    TomadorId: v.tomador?.id ?? null,
    BeneficiarioId: v.esBeneficiario ? (v.tomador?.id ?? null) : (v.beneficiario?.id ?? null),
    CoberturaId: repricing ? opciones.coberturaId : null,
  };
};

/** The save payload: the request with the chosen offer's coverage and taxes (and Id when the quote exists). */
export const aGuardar = (
  v: CotizacionForm,
  oferta: Pick<Oferta, 'cobertura' | 'premio' | 'calculoPremio'>,
  opciones: Omit<OpcionesSolicitud, 'coberturaId'> & { id?: number | null },
): GuardarRequest => {
  const base = aSolicitud(v, { ...opciones, coberturaId: oferta.cobertura.id });
  return {
    ...base,
    Impuesto: impuestoDe(oferta),
    CoberturaId: oferta.cobertura.id,
    TomadorId: v.tomador?.id ?? 0,
    ...(opciones.id ? { Id: opciones.id } : {}),
  };
};

/** The form of a saved certificate (edit, clone, issue). */
export const desdeCertificado = (c: Certificado, hoy: string): CotizacionForm => {
  const tomador = c.tomador ? aCliente(c.tomador) : null;
  const beneficiario = c.beneficiario ? aCliente(c.beneficiario) : null;
  return {
    productorId: c.productor.id,
    tomador,
    esBeneficiario: !beneficiario || beneficiario.id === tomador?.id,
    beneficiario: beneficiario && beneficiario.id !== tomador?.id ? beneficiario : null,
    idTipoRiesgo: (TIPOS_RIESGO as readonly number[]).includes(c.tipoOperacion.id) ? (c.tipoOperacion.id as TipoRiesgoId) : 201,
    idModoTransporte: c.medioTransporte.id,
    origenId: c.paisOrigen.id,
    destinoId: c.paisDestino.id,
    fechaSalida: c.fechaSalida.slice(0, 10) || hoy,
    km: c.solicitud.Km,
    continuacionViaje: c.solicitud.ContinuacionViaje,
    mercaderiaId: c.mercaderia.id,
    esNueva: c.mercaderia.esNueva,
    monedaId: c.sumaAsegurada.moneda.id,
    valor: c.sumaAsegurada.valorFactura,
    flete: c.sumaAsegurada.gastoEnvio,
    demasGastos: c.sumaAsegurada.demasGastos,
    beneficioImaginario: c.sumaAsegurada.beneficioImaginario,
    formaDePago: c.pago.metodo,
    cuotas: cuotasHabilitadas(c.pago.metodo) ? c.pago.cuotas : null,
    condicionFiscal: c.solicitud.CondicionFiscal ?? null,
    comisionProductor: c.comisionProductor,
    recargoAdmin: c.recargoAdmin,
    dctoComercial: c.solicitud.dctoComercial,
  };
};

const aCliente = (p: { id: number; nombre: string; cif: string }): Cliente => ({
  id: p.id,
  nombre: p.nombre,
  cif: p.cif,
  logo: null,
  markup: null,
  pais: { id: 0, nombre: '', bandera: '' },
  email: null,
  productorId: null,
});

// ---------------------------------------------------------------------------------------------
// Step Emisión (spec 3 §5.2)
// ---------------------------------------------------------------------------------------------

/** 'a@b.com; c@d.com' -> ['a@b.com', 'c@d.com'] (blank entries dropped). */
export const separarEmails = (texto: string): string[] =>
  texto
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

const emailSimple = z.email();

/** True when every ';'-separated address is a valid e-mail (an empty text is valid). */
export const emailsValidos = (texto: string): boolean => separarEmails(texto).every((e) => emailSimple.safeParse(e).success);

export interface DatosPago {
  cbu: string;
  tarjeta: string;
  nroTarjeta: string;
  vencimiento: string;
  titular: string;
  otros: string;
  emails: string;
}

/** Which payment-data fields a payment form requires. */
export const camposPagoRequeridos = (formaDePago: number): (keyof DatosPago)[] => {
  if (formaDePago === FORMA_PAGO.transferencia || formaDePago === FORMA_PAGO.debitoAutomatico) return ['cbu'];
  if (formaDePago === FORMA_PAGO.debito || formaDePago === FORMA_PAGO.credito)
    return ['tarjeta', 'nroTarjeta', 'vencimiento', 'titular'];
  return ['otros'];
};

/** The field errors of the payment data for a payment form ({} when valid). */
export const erroresPago = (formaDePago: number, p: DatosPago): Partial<Record<keyof DatosPago, string>> => {
  const errores: Partial<Record<keyof DatosPago, string>> = {};
  for (const campo of camposPagoRequeridos(formaDePago)) if (!p[campo].trim()) errores[campo] = REQUERIDO;
  if (!emailsValidos(p.emails)) errores.emails = EMAIL_INVALIDO;
  return errores;
};

const ETIQUETAS_PAGO: Record<keyof DatosPago, string> = {
  cbu: 'CBU',
  tarjeta: 'Tarjeta',
  nroTarjeta: 'Nro.',
  vencimiento: 'Vto.',
  titular: 'Titular',
  otros: 'Datos',
  emails: 'Emails',
};

/**
 * MetodoPago.Descripcion (spec 3 §3.7): the payment form's name and the filled fields it uses, e.g.
 * 'Transferencia - CBU 0070999020000012345678'.
 */
export const describirPago = (formaNombre: string, formaDePago: number, p: DatosPago): string => {
  const campos: (keyof DatosPago)[] = [...camposPagoRequeridos(formaDePago), 'emails'];
  const partes = campos
    .map((c) => [c, p[c].trim()] as const)
    .filter(([, v]) => v)
    .map(([c, v]) => `${ETIQUETAS_PAGO[c]} ${c === 'emails' ? separarEmails(v).join('; ') : v}`);
  return [formaNombre, ...partes].join(' - ');
};

export interface EmisionForm {
  refInterna: string;
  facturaComercial: string;
  clausulaDeNoRepeticion: string;
  detalleMercaderia: string;
  detalleOrigen: string;
  detalleDestino: string;
  pago: DatosPago;
  incluirEmailBeneficiario: boolean;
  otroEmail: string;
}

export const MAX_DETALLE = 500;

const detalle = z.string().trim().min(1, REQUERIDO).max(MAX_DETALLE, `Máximo ${MAX_DETALLE} caracteres`);

/** Operational data and notifications (the payment data is checked by `erroresPago`). */
export const emisionSchema = z
  .object({
    refInterna: z.string().trim().min(1, REQUERIDO).max(100, 'Máximo 100 caracteres'),
    facturaComercial: z.string().trim().max(MAX_DETALLE, `Máximo ${MAX_DETALLE} caracteres`),
    clausulaDeNoRepeticion: z.string().trim().max(MAX_DETALLE, `Máximo ${MAX_DETALLE} caracteres`),
    detalleMercaderia: detalle,
    detalleOrigen: detalle,
    detalleDestino: detalle,
    incluirEmailBeneficiario: z.boolean(),
    otroEmail: z.string().refine(emailsValidos, EMAIL_INVALIDO),
  })
  .loose();

export const emisionVacia = (c?: Certificado | null): EmisionForm => ({
  refInterna: c?.nroReferenciaInterna ?? '',
  facturaComercial: c?.facturaComercial ?? '',
  clausulaDeNoRepeticion: c?.clausulaDeNoRepeticion ?? '',
  detalleMercaderia: c?.detalleMercaderia ?? '',
  detalleOrigen: c?.detalleOrigen ?? '',
  detalleDestino: c?.detalleDestino ?? '',
  pago: { cbu: '', tarjeta: '', nroTarjeta: '', vencimiento: '', titular: '', otros: '', emails: '' },
  incluirEmailBeneficiario: true,
  otroEmail: '',
});

/** The notification addresses: the beneficiary's e-mail (when included and known) plus the other addresses. */
export const emailsNotificacion = (
  v: Pick<EmisionForm, 'incluirEmailBeneficiario' | 'otroEmail'>,
  emailBeneficiario: string | null,
) => {
  const lista = [...(v.incluirEmailBeneficiario && emailBeneficiario ? [emailBeneficiario] : []), ...separarEmails(v.otroEmail)];
  return [...new Set(lista)].slice(0, 20);
};

/**
 * The issue payload (spec 3 §3.6). Notificaciones.Emails is the empty list the spec gives; the
 * notification settings travel as OtrosEmails. NivelSuperiorId is the user's parent level.
 */
export const aEmitir = (
  e: EmisionForm,
  opciones: {
    id: number;
    nivelSuperiorId: number | null;
    formaDePago: number;
    formaDePagoNombre: string;
    emailBeneficiario: string | null;
  },
): EmitirRequest => ({
  Id: opciones.id,
  NivelSuperiorId: opciones.nivelSuperiorId,
  NroReferenciaInterna: e.refInterna.trim(),
  NumeroFacturaComercial: e.facturaComercial.trim(),
  ClausulaDeNoRepeticion: e.clausulaDeNoRepeticion.trim(),
  DetalleTipoMercaderia: e.detalleMercaderia.trim(),
  DetalleOrigen: e.detalleOrigen.trim(),
  DetalleDestino: e.detalleDestino.trim(),
  Notificaciones: { Emails: [], OtrosEmails: emailsNotificacion(e, opciones.emailBeneficiario) },
  MetodoPago: { Descripcion: describirPago(opciones.formaDePagoNombre, opciones.formaDePago, e.pago) },
});
