import { rfcError } from '../fiscal/mexico.ts';

/**
 * Tax identifiers by country (spec: "RUC / CUIT / RFC / NIT / CIF"). Where a country has a public
 * check-digit rule it is enforced; elsewhere only a sane shape is required.
 */
const digits = (value: string): string => value.replace(/\D/g, '');

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** Argentina CUIT/CUIL: 11 digits, modulo-11 check digit (11 -> 0, 10 -> invalid). */
export const cuitCheckDigit = (first10: string): number | null => {
  const sum = CUIT_WEIGHTS.reduce((acc, w, i) => acc + w * Number(first10[i]), 0);
  const dv = 11 - (sum % 11);
  if (dv === 11) return 0;
  if (dv === 10) return null;
  return dv;
};

export const isValidCuit = (value: string): boolean => {
  const d = digits(value);
  if (d.length !== 11 || !/^(20|23|24|27|30|33|34)/.test(d)) return false;
  return cuitCheckDigit(d.slice(0, 10)) === Number(d[10]);
};

/** Mexico RFC: 3 (moral) or 4 (física) letters, a yymmdd date, homoclave and the SAT check digit. */
export const isValidRfc = (value: string): boolean => rfcError(value) === null;

const mod11Digit = (numbers: string, weights: number[]): number => {
  const sum = weights.reduce((acc, w, i) => acc + w * Number(numbers[i]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** Brazil CNPJ: 14 digits, two check digits. */
export const isValidCnpj = (value: string): boolean => {
  const d = digits(value);
  if (d.length !== 14 || /^(\d)\1+$/.test(d)) return false;
  const w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const w2 = [6, ...w1];
  return mod11Digit(d.slice(0, 12), w1) === Number(d[12]) && mod11Digit(d.slice(0, 13), w2) === Number(d[13]);
};

/** Brazil CPF: 11 digits, two check digits. */
export const isValidCpf = (value: string): boolean => {
  const d = digits(value);
  if (d.length !== 11 || /^(\d)\1+$/.test(d)) return false;
  const check = (len: number) => {
    const sum = [...d.slice(0, len)].reduce((acc, c, i) => acc + Number(c) * (len + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(d[9]) && check(10) === Number(d[10]);
};

const GENERIC = /^[A-Za-z0-9][A-Za-z0-9.\- ]{4,24}$/;

export type CifError = 'cuit' | 'rfc' | 'cnpjCpf' | 'formato';

/** Validates a tax id for a country (ISO numeric id); returns the rule that failed, or null. */
export const cifError = (paisId: number, value: string): CifError | null => {
  switch (paisId) {
    case 32:
      return isValidCuit(value) ? null : 'cuit';
    case 484:
      return isValidRfc(value) ? null : 'rfc';
    case 76:
      return isValidCnpj(value) || isValidCpf(value) ? null : 'cnpjCpf';
    default:
      return GENERIC.test(value.trim()) ? null : 'formato';
  }
};

export const CIF_MESSAGES: Record<CifError, string> = {
  cuit: 'El CUIT no es válido: revisá los 11 dígitos y el dígito verificador.',
  rfc: 'El RFC no tiene un formato válido.',
  cnpjCpf: 'O CNPJ/CPF não é válido: revise os dígitos verificadores.',
  formato: 'El identificador fiscal no tiene un formato válido.',
};

/** Builds a valid CUIT from a prefix and an 8-digit body (demo data and tests). */
export const buildCuit = (prefix: '20' | '23' | '27' | '30' | '33', body: number): string => {
  for (let b = body; ; b++) {
    const first10 = `${prefix}${String(b).padStart(8, '0')}`;
    const dv = cuitCheckDigit(first10);
    if (dv !== null) return `${first10}${dv}`;
  }
};

/** Builds a valid CNPJ from a 12-digit base (demo data and tests). */
export const buildCnpj = (base: string): string => {
  const w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const d1 = mod11Digit(base, w1);
  const d2 = mod11Digit(`${base}${d1}`, [6, ...w1]);
  return `${base}${d1}${d2}`;
};
