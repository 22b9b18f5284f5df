import { formatNumber } from '#web/lib/format.ts';

/** Claims are in USD (spec 3 §9): 1234.5 -> 'USD 1.234,50'; null -> '—'. */
export const usd = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : `USD ${formatNumber(value, 2)}`;

/** What the indemnities add up to. */
export const totalIndemnizado = (rows: readonly { valor: number }[]): number | null =>
  rows.length ? rows.reduce((s, r) => s + r.valor, 0) : null;
