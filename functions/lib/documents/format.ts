/** es-AR formats for documents: 1.234,56 and dd/mm/yyyy. */
const money = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const importe = (n: number): string => money.format(n);

export const fecha = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};
