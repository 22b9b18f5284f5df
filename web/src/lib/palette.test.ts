import { describe, expect, it } from 'vitest';
import { TENANTS } from '#shared/tenants/tenants.ts';
import { generatePalette, luminance, PRIMARY_SHADE } from './palette.ts';

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
