import { describe, expect, it } from 'vitest';
import { TENANTS } from '#shared/tenants/tenants.ts';
import { contraste, generatePalette, legible, luminance, PRIMARY_SHADE, sobre } from './palette.ts';

describe('generatePalette', () => {
  it('gives ten hex shades with the brand colour at the primary shade', () => {
    const p = generatePalette('#50CD89');
    expect(p).toHaveLength(10);
    for (const c of p) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    expect(p[PRIMARY_SHADE]).toBe('#50cd89');
  });

  it('goes from light to dark for every tenant colour', () => {
    for (const t of TENANTS) {
      const l = generatePalette(t.theme.primaryColor).map(luminance);
      for (let i = 1; i < l.length; i++) expect(l[i]).toBeLessThan(l[i - 1] as number);
      expect(l[0]).toBeGreaterThan(0.75);
    }
  });

  it('rejects something that is not a #rrggbb colour', () => {
    expect(() => generatePalette('red')).toThrow();
  });
});

describe('legible', () => {
  it('keeps a colour that already reads at 4.5:1 and darkens one that does not, only as far as needed', () => {
    expect(legible('#1971c2', '#ffffff')).toBe('#1971c2');
    const verde = legible('#50cd89', '#f1f3f5');
    expect(contraste(verde, '#f1f3f5')).toBeGreaterThanOrEqual(4.5);
    expect(contraste(verde, '#f1f3f5')).toBeLessThan(5);
  });

  it("gives every tenant's links and light badges AA contrast on the grey main area", () => {
    for (const t of TENANTS) {
      const base = generatePalette(t.theme.primaryColor)[PRIMARY_SHADE];
      expect(contraste(legible(base, '#f1f3f5'), '#f1f3f5')).toBeGreaterThanOrEqual(4.5);
      const tinte = sobre(base, 0.12, '#f1f3f5');
      expect(contraste(legible(base, tinte), tinte)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
