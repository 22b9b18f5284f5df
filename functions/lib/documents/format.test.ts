import { describe, expect, it } from 'vitest';
import { fecha, fechaHora } from './format.ts';

describe('dates on the papers', () => {
  it('print an instant on the business clock: issued at 22:00 in Buenos Aires on the 23rd is the 23rd', () => {
    expect(fecha('2026-11-24T01:00:00Z')).toBe('23/11/2026');
    expect(fechaHora('2026-11-24T01:00:00Z')).toBe('23/11/2026 22:00');
    expect(fecha('2026-11-24')).toBe('24/11/2026');
  });
});
