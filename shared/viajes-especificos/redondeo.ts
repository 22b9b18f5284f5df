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
 * few hundred numbers per quote and `Intl.NumberFormat#format` cost most of the engine's time.
 */
const miles = (entero: string): string => {
  let out = '';
  const n = entero.length;
  for (let i = 0; i < n; i++) {
    if (i > 0 && (n - i) % 3 === 0) out += '.';
    out += entero[i];
  }
  return out;
};

const formatear = (x: number, decimales: number, minimos: number): string => {
  if (!Number.isFinite(x)) return String(x);
  const signo = x < 0 ? '-' : '';
  const factor = 10 ** decimales;
  const escalado = Math.round(Math.abs(x) * factor * (1 + 2 * Number.EPSILON));
  const entero = Math.floor(escalado / factor);
  let frac = String(escalado - entero * factor).padStart(decimales, '0');
  while (frac.length > minimos && frac.endsWith('0')) frac = frac.slice(0, -1);
  const cuerpo = miles(String(entero));
  return `${escalado === 0 ? '' : signo}${cuerpo}${frac ? `,${frac}` : ''}`;
};

/** '1.234,50' (two decimals). */
export const formatearDinero = (x: number): string => formatear(x, 2, 2);
/** '1,35' — factors, rates and percents, up to 4 decimals, no trailing zeros. */
export const formatearNumero = (x: number): string => formatear(x, 4, 0);
