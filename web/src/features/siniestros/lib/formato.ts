import { formatNumber } from '#web/lib/format.ts';

/** Claims are in USD (spec 3 §9): 1234.5 -> 'USD 1.234,50'; null -> '—'. */
export const usd = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : `USD ${formatNumber(value, 2)}`;

/** '2024-12-31' or an ISO timestamp -> '31-12-2024'; '' / null -> '—'. */
export const fecha = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : iso;
};

export { fechaHora } from '#web/lib/fecha.ts';

/** What the indemnities add up to. */
export const totalIndemnizado = (rows: readonly { valor: number }[]): number | null =>
  rows.length ? rows.reduce((s, r) => s + r.valor, 0) : null;
