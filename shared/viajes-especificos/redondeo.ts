/**
 * Money rounding and number formatting shared by the engine and its traces.
 *
 * `redondear` rounds half away from zero to 2 decimals. The tiny relative nudge absorbs binary
 * representation error (1.005 is stored as 1.00499999…; it must round to 1.01). It is monotone
 * non-decreasing, which keeps the premium monotone in the sum insured.
 */
export const redondear = (x: number): number => {
  const s = x < 0 ? -1 : 1;
  return (s * Math.round(Math.abs(x) * 100 * (1 + 2 * Number.EPSILON))) / 100;
};

/**
 * es-AR formatting ('.' thousands, ',' decimals; spec 3 §5.1) written by hand: the traces format a
 * few hundred numbers per quote and `Intl.NumberFormat#format` cost most of the engines' time. Works
 * on the integer of the scaled value, so no string is padded or trimmed twice.
 */
const AJUSTE = 1 + 2 * Number.EPSILON;
const TRES_DIGITOS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
const DOS_DIGITOS = TRES_DIGITOS.slice(0, 100).map((d) => d.slice(1));

/** A non-negative integer with '.' every three digits; unrolled to the millions, where amounts live. */
const miles = (n: number): string => {
  if (n < 1000) return String(n);
  if (n < 1e6) {
    const a = Math.floor(n / 1000);
    return `${a}.${TRES_DIGITOS[n - a * 1000]!}`;
  }
  if (n < 1e9) {
    const a = Math.floor(n / 1e6);
    const b = n - a * 1e6;
    const m = Math.floor(b / 1000);
    return `${a}.${TRES_DIGITOS[m]!}.${TRES_DIGITOS[b - m * 1000]!}`;
  }
  const grupo = n % 1000;
  return `${miles((n - grupo) / 1000)}.${TRES_DIGITOS[grupo]!}`;
};

/** '1.234,50' (two decimals). */
export const formatearDinero = (x: number): string => {
  if (!Number.isFinite(x)) return String(x);
  const centavos = Math.round(Math.abs(x) * 100 * AJUSTE);
  const resto = centavos % 100;
  return `${x < 0 && centavos ? '-' : ''}${miles((centavos - resto) / 100)},${DOS_DIGITOS[resto]!}`;
};

/** '1,35' — factors, rates and percents, up to 4 decimals, no trailing zeros. */
export const formatearNumero = (x: number): string => {
  if (!Number.isFinite(x)) return String(x);
  const escalado = Math.round(Math.abs(x) * 10_000 * AJUSTE);
  let resto = escalado % 10_000;
  const entero = miles((escalado - resto) / 10_000);
  const signo = x < 0 && escalado ? '-' : '';
  if (!resto) return `${signo}${entero}`;
  let digitos = 4;
  while (resto % 10 === 0) {
    resto /= 10;
    digitos--;
  }
  return `${signo}${entero},${String(resto).padStart(digitos, '0')}`;
};
