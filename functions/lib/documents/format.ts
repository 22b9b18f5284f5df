/** es-AR formats for documents: amounts 1.234,56; dates and times from the portal's one formatter. */
const money = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const importe = (n: number): string => money.format(n);

export { fecha, fechaHora } from '#shared/text/fecha.ts';
