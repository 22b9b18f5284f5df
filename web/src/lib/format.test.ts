import { describe, expect, it } from 'vitest';
import { formatInteger, formatMoney, formatNumber, formatPercent } from './format.ts';

describe('es-AR number formatting', () => {
  it('uses dot for thousands and comma for decimals', () => {
    expect(formatNumber(1234.56)).toBe('1.234,56');
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(0.5)).toBe('0,50');
    expect(formatNumber(-1234.5)).toBe('-1.234,50');
  });
  it('formats integers, money and percentages', () => {
    expect(formatInteger(1234)).toBe('1.234');
    expect(formatMoney(1234.5, 'US$')).toBe('US$ 1.234,50');
    expect(formatPercent(0.105)).toBe('10,50 %');
  });
});
