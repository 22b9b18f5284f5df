import type { Locale } from '#shared/tenants/tenant.ts';

/** Amounts as the locale writes them: es-AR and pt-BR both 1.234,56. Dates and times come from the portal's one formatter. */
const formatos = new Map<Locale, Intl.NumberFormat>();

export const importe = (n: number, locale: Locale): string => {
  let f = formatos.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatos.set(locale, f);
  }
  return f.format(n);
};

export { fecha, fechaHora } from '#shared/text/fecha.ts';
