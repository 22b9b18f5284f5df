import { describe, expect, it } from 'vitest';
import { etiquetaGrafico, formatFileSize, formatInteger, formatMoney, formatNumber, formatPercent } from './format.ts';

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

describe('file sizes', () => {
  it('uses base-1024 units with at most one decimal, the same on every screen', () => {
    expect(formatFileSize(300)).toBe('300 B');
    expect(formatFileSize(5 * 1024)).toBe('5 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(5_872_026)).toBe('5,6 MB');
    expect(formatFileSize(15 * 1024 * 1024)).toBe('15 MB');
    // Spec 1 §5.2: units up to TB.
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3 TB');
    expect(formatFileSize(3 * 1024 ** 5)).toBe('3.072 TB');
  });
  it('follows the locale', () => {
    expect(formatFileSize(5_872_026, 'pt-BR')).toBe('5,6 MB');
  });
});

describe('chart labels (spec 2 §8)', () => {
  const porcentaje = etiquetaGrafico((n) => `${formatNumber(n)} %`);

  it('formats a finite value', () => {
    expect(porcentaje(1234.5)).toBe('1.234,50 %');
  });

  it("writes 'err' for a value that is not a finite number", () => {
    expect(porcentaje(Number.NaN)).toBe('err');
    expect(porcentaje(Number.POSITIVE_INFINITY)).toBe('err');
    expect(porcentaje('12')).toBe('err');
    expect(porcentaje(undefined)).toBe('err');
  });

  it("writes 'err' when the label maker throws", () => {
    const rota = etiquetaGrafico(() => {
      throw new RangeError('maximumFractionDigits value is out of range');
    });
    expect(rota(1)).toBe('err');
  });
});
