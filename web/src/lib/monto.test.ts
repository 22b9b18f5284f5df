import { describe, expect, it } from 'vitest';
import { formatUsd, parseMonto } from './monto.ts';

describe('claimed amount (USD, thousands . and decimals ,)', () => {
  it('formats with 2 decimals', () => {
    expect(formatUsd(1234.5)).toBe('USD 1.234,50');
    expect(formatUsd(1_000_000)).toBe('USD 1.000.000,00');
  });
  it("parses NumberInput's raw value and Argentine text", () => {
    expect(parseMonto(12345.67)).toBe(12345.67);
    expect(parseMonto('10000.00')).toBe(10000);
    expect(parseMonto('2500.5')).toBe(2500.5);
    expect(parseMonto('2500.')).toBe(2500);
    expect(parseMonto('1.234,56')).toBe(1234.56);
    expect(parseMonto('1234,5')).toBe(1234.5);
    expect(parseMonto('1.234')).toBe(1234);
    expect(parseMonto('')).toBeUndefined();
    expect(parseMonto('12,345')).toBeUndefined();
    expect(parseMonto('abc')).toBeUndefined();
  });
});
