/** Number formatting of the portal: Argentine Spanish by default ('1.234,56'). */
const cache = new Map<string, Intl.NumberFormat>();

const formatter = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(key, f);
  }
  return f;
};

/** 1234.56 -> '1.234,56'. Always groups thousands, also for four-digit numbers. */
export const formatNumber = (value: number, decimals = 2, locale = 'es-AR'): string =>
  formatter(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: 'always' }).format(value);

/** 1234 -> '1.234'. */
export const formatInteger = (value: number, locale = 'es-AR'): string => formatNumber(value, 0, locale);

/** (1234.5, 'US$') -> 'US$ 1.234,50'. */
export const formatMoney = (value: number, symbol: string, decimals = 2, locale = 'es-AR'): string =>
  `${symbol} ${formatNumber(value, decimals, locale)}`;

/** 0.105 -> '10,50 %'. */
export const formatPercent = (ratio: number, decimals = 2, locale = 'es-AR'): string =>
  `${formatNumber(ratio * 100, decimals, locale)} %`;

const FILE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A file's size in base-1024 units, the largest that keeps the number at least 1, with at most one
 * decimal: 5_872_026 -> '5,6 MB', 5_120 -> '5 KB', 300 -> '300 B'. The one size format of the portal.
 */
export const formatFileSize = (bytes: number, locale = 'es-AR'): string => {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < FILE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const decimals = unit === 0 ? 0 : 1;
  return `${formatter(locale, { maximumFractionDigits: decimals, useGrouping: 'always' }).format(value)} ${FILE_UNITS[unit]}`;
};

/** What a chart writes where a label cannot be made (spec 2 §8). */
export const ETIQUETA_FALLIDA = 'err';

/**
 * A chart's label maker that never breaks its chart: a value that is not a finite number (a half-typed
 * row) or a maker that throws reads 'err' in that one label, and the rest of the chart still draws.
 */
export const etiquetaGrafico =
  (formatear: (n: number) => string) =>
  (valor: unknown): string => {
    if (typeof valor !== 'number' || !Number.isFinite(valor)) return ETIQUETA_FALLIDA;
    try {
      return formatear(valor);
    } catch {
      return ETIQUETA_FALLIDA;
    }
  };
