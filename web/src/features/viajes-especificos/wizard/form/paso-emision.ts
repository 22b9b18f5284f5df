/** Step Emisión (spec 3 §5.2): operational data, payment data, notifications and the issue payload. */
import * as z from 'zod';
import type { Certificado, EmitirRequest } from '#shared/contract/schemas/viaje-especifico.ts';
import { EMAIL_INVALIDO, FORMA_PAGO, REQUERIDO } from './constantes.ts';

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
