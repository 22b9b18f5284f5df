import { describe, expect, it } from 'vitest';
import { admiteCustodia, custodiaPropia } from './habilitada.ts';

describe('custodiaPropia', () => {
  const portal = { seguridad: true, soloViajesEspecificos: false };
  it('is the product companies’ own custody, in a tenant that offers security', () => {
    expect(custodiaPropia(portal, true)).toBe(true);
  });
  it('not for the other companies (external link), nor where the tenant has no security or only specific trips', () => {
    expect(custodiaPropia(portal, false)).toBe(false);
    expect(custodiaPropia(portal, undefined)).toBe(false);
    expect(custodiaPropia({ ...portal, seguridad: false }, true)).toBe(false);
    expect(custodiaPropia({ ...portal, soloViajesEspecificos: true }, true)).toBe(false);
  });
});

describe('admiteCustodia', () => {
  it('issued (20) and declared (30) certificates take custody; quotes, cancelled and withdrawn ones do not', () => {
    expect([20, 30].map(admiteCustodia)).toEqual([true, true]);
    expect([1, 5, 7, 10, 251, 252, 255].map(admiteCustodia)).toEqual(Array(7).fill(false));
  });
});
