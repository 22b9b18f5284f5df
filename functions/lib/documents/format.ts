/** es-AR formats for documents: 1.234,56, dd/mm/yyyy and dd/mm/yyyy hh:mm (24-hour, Argentina's clock). */
const money = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const importe = (n: number): string => money.format(n);

export const fecha = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};

/** Argentina's clock (UTC-3 all year), the portal's business time. */
const OFFSET_ARGENTINA_MS = 3 * 3600_000;

/** An instant as Argentina's clock reads it: '2026-11-28T20:18:00Z' -> '28/11/2026 17:18'. */
export const fechaHora = (iso: string): string => {
  const local = new Date(Date.parse(iso) - OFFSET_ARGENTINA_MS).toISOString();
  return `${fecha(local)} ${local.slice(11, 16)}`;
};
