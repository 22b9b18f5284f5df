/**
 * Mexican fiscal rules of the issuer and client forms (spec 1 §3.2–3.4, §5.2–5.3): one place for the
 * forms (instant feedback) and the handlers (authoritative).
 */

/** Spec 1 §3.2: 1 Persona Moral, 2 Persona Física. */
export const TIPOS_PERSONA = [
  { id: 1, clave: 'moral', nombre: 'Persona Moral' },
  { id: 2, clave: 'fisica', nombre: 'Persona Física' },
] as const;
export type TipoPersonaId = (typeof TIPOS_PERSONA)[number]['id'];
export const PERSONA_MORAL = 1;
export const PERSONA_FISICA = 2;

/** The SAT's alphabet for the RFC check digit: a character's value is its position. */
const ALFABETO_RFC = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const FORMATO_RFC = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([A\d])$/;
/** Sales to the general public and to foreigners: valid RFCs without a real check digit. */
export const RFC_GENERICOS = ['XAXX010101000', 'XEXX010101000'] as const;

/** The check digit of the first 11 (moral) or 12 (física) characters of an RFC. */
export const digitoVerificadorRfc = (sinDigito: string): string => {
  // A moral RFC is one letter shorter: it is weighed as if it began with a space.
  const base = sinDigito.length === 11 ? ` ${sinDigito}` : sinDigito;
  let suma = 0;
  for (let i = 0; i < 12; i++) suma += ALFABETO_RFC.indexOf(base[i]!) * (13 - i);
  const digito = 11 - (suma % 11);
  return digito === 11 ? '0' : digito === 10 ? 'A' : String(digito);
};

const fechaValida = (yy: string, mm: string, dd: string): boolean => {
  const mes = Number(mm);
  const dia = Number(dd);
  // Any century: the year decides only February 29th, and 2000 is a leap year like every yy % 4 === 0.
  const dias = [31, Number(yy) % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return mes >= 1 && mes <= 12 && dia >= 1 && dia <= dias[mes - 1]!;
};

export type RfcError = 'formato' | 'longitudMoral' | 'longitudFisica' | 'digito';

/**
 * What is wrong with an RFC, or null: 12 characters for a Persona Moral, 13 for a Persona Física
 * (when the type is known), a real date and the SAT check digit.
 */
export const rfcError = (valor: string, tipoPersona?: number | null): RfcError | null => {
  const rfc = valor.trim().toUpperCase();
  const generico = (RFC_GENERICOS as readonly string[]).includes(rfc);
  const partes = FORMATO_RFC.exec(rfc);
  if (!partes || !fechaValida(partes[2]!, partes[3]!, partes[4]!)) return 'formato';
  if (tipoPersona === PERSONA_MORAL && rfc.length !== 12) return 'longitudMoral';
  if (tipoPersona === PERSONA_FISICA && rfc.length !== 13) return 'longitudFisica';
  if (generico) return null;
  return digitoVerificadorRfc(rfc.slice(0, -1)) === rfc.slice(-1) ? null : 'digito';
};

export const RFC_MENSAJES: Record<RfcError, string> = {
  formato: 'El RFC no tiene un formato válido.',
  longitudMoral: 'El RFC de una Persona Moral tiene 12 caracteres.',
  longitudFisica: 'El RFC de una Persona Física tiene 13 caracteres.',
  digito: 'El dígito verificador del RFC no es válido.',
};

export const esCodigoPostalValido = (cp: string): boolean => /^\d{5}$/.test(cp.trim());
export const CODIGO_POSTAL_MENSAJE = 'El código postal tiene 5 dígitos.';

/** Spec 1 §3.4, ids 1 to 8, with the kind of person each regime is for (SAT catalogue c_RegimenFiscal). */
export const REGIMENES_FISCALES = [
  { id: 1, nombre: 'RESICO Personas Físicas', tipoPersona: PERSONA_FISICA },
  { id: 2, nombre: 'Régimen de Incorporación Fiscal (RIF)', tipoPersona: PERSONA_FISICA },
  { id: 3, nombre: 'Actividad Empresarial y Profesional', tipoPersona: PERSONA_FISICA },
  { id: 4, nombre: 'Arrendamiento', tipoPersona: PERSONA_FISICA },
  { id: 5, nombre: 'Sueldos y Salarios e Ingresos Asimilados', tipoPersona: PERSONA_FISICA },
  { id: 6, nombre: 'General de Ley de Personas Morales', tipoPersona: PERSONA_MORAL },
  { id: 7, nombre: 'RESICO Personas Morales', tipoPersona: PERSONA_MORAL },
  { id: 8, nombre: 'Personas Morales con Fines no Lucrativos', tipoPersona: PERSONA_MORAL },
] as const;
export const RESICO_PERSONAS_FISICAS = 1;

export const regimenesPara = (tipoPersona: number | null | undefined) =>
  REGIMENES_FISCALES.filter((r) => tipoPersona == null || r.tipoPersona === tipoPersona);

export const esRegimenPermitido = (tipoPersona: number, regimen: number): boolean =>
  regimenesPara(tipoPersona).some((r) => r.id === regimen);
export const REGIMEN_MENSAJE = 'El régimen fiscal no corresponde al tipo de persona.';

/** Spec 1 §3.4: P01 'Por definir' only for natural persons under RESICO. */
export const USOS_CFDI = [
  { id: 'G01', nombre: 'Adquisición de mercancías' },
  { id: 'G03', nombre: 'Gastos en general' },
  { id: 'I01', nombre: 'Construcciones' },
  { id: 'I08', nombre: 'Otra maquinaria y equipo' },
  { id: 'P01', nombre: 'Por definir' },
] as const;
export type UsoCfdiId = (typeof USOS_CFDI)[number]['id'];

export const usosCfdiPara = (tipoPersona: number | null | undefined, regimen: number | null | undefined) =>
  USOS_CFDI.filter((u) => u.id !== 'P01' || (tipoPersona === PERSONA_FISICA && regimen === RESICO_PERSONAS_FISICAS));

export const esUsoCfdiPermitido = (tipoPersona: number, regimen: number, uso: string): boolean =>
  usosCfdiPara(tipoPersona, regimen).some((u) => u.id === uso);
export const CFDI_MENSAJE = 'El uso del CFDI P01 sólo corresponde a personas físicas en RESICO.';

/** Spec 1 §3.2: 1 PUE (one payment), 2 PPD (deferred: días de crédito required). */
export const FORMAS_DE_PAGO_FISCAL = [
  { id: 1, clave: 'PUE', nombre: 'PUE' },
  { id: 2, clave: 'PPD', nombre: 'PPD' },
] as const;
export const PUE = 1;
export const PPD = 2;
/** Credit days are a business term: up to a year. */
export const MAX_DIAS_CREDITO = 365;

/**
 * Spec 1 §4: días de crédito only with PPD, where they are required (1..365); with PUE they are
 * reset, so whatever the form held is dropped rather than refused.
 */
export const diasDeCreditoPara = (formaDePago: number, dias: number | null | undefined): number | null =>
  formaDePago === PPD ? (dias ?? null) : null;

export const diasDeCreditoError = (formaDePago: number, dias: number | null | undefined): string | null =>
  formaDePago !== PPD
    ? null
    : dias == null
      ? 'El campo Días de crédito es requerido'
      : !Number.isInteger(dias) || dias < 1 || dias > MAX_DIAS_CREDITO
        ? `Los días de crédito van de 1 a ${MAX_DIAS_CREDITO}.`
        : null;
