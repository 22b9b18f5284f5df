import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatearDinero, formatearNumero, redondear } from './redondeo.ts';

const dinero = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const numero = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 4 });

describe('redondeo y formato', () => {
  it('rounds half away from zero to cents', () => {
    expect(redondear(1.005)).toBe(1.01);
    expect(redondear(21.075)).toBe(21.08);
    expect(redondear(-1.005)).toBe(-1.01);
    expect(redondear(2.344)).toBe(2.34);
  });

  it('formats like Intl es-AR', () => {
    expect(formatearDinero(1234567.5)).toBe('1.234.567,50');
    expect(formatearDinero(0)).toBe('0,00');
    expect(formatearNumero(1.35)).toBe('1,35');
    expect(formatearNumero(2.8)).toBe('2,8');
    expect(formatearNumero(15)).toBe('15');
    expect(formatearNumero(7.38)).toBe('7,38');
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (c) => {
        expect(formatearDinero(c / 100)).toBe(dinero.format(c / 100));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (c) => {
        expect(formatearNumero(c / 10_000)).toBe(numero.format(c / 10_000));
      }),
    );
  });

  it('property: rounding is monotone', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.double({ min: 0, max: 1e9, noNaN: true }), (a, b) => {
        const [x, y] = a <= b ? [a, b] : [b, a];
        expect(redondear(x)).toBeLessThanOrEqual(redondear(y));
      }),
    );
  });
});
