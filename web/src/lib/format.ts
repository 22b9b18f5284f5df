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
