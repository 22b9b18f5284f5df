import { formatNumber } from '#web/lib/format.ts';

/** 1234.5 -> 'USD 1.234,50' (claims are in USD, spec 3 §9). */
export const formatUsd = (value: number): string => `USD ${formatNumber(value, 2)}`;

/**
 * What the amount input holds -> a number. Mantine's NumberInput hands over its raw value ('1234.5',
 * '.' decimal, no grouping) or a number; typed or pasted text is Argentine ('1.234,56', '1234,5').
 * Anything else (or more than 2 decimals) -> undefined.
 */
export const parseMonto = (value: string | number | null | undefined): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = (value ?? '').trim();
  // A trailing '.' is the raw value while the decimals are being typed ('2500.').
  if (/^\d+(\.\d{0,2})?$/.test(text)) return Number(text);
  if (!/^\d{1,3}(\.\d{3})+(,\d{0,2})?$|^\d+(,\d{0,2})?$/.test(text)) return undefined;
  const n = Number(text.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
};
