import { describe, expect, it } from 'vitest';
import { vigenciaEmbarcacion } from './poliza.ts';

describe('the boat policy’s period', () => {
  it('runs one year from the payment, never from before it', () => {
    expect(vigenciaEmbarcacion('2026-11-28T20:18:00.000Z')).toEqual({
      desde: '2026-11-28T20:18:00.000Z',
      hasta: '2027-11-28T20:18:00.000Z',
    });
  });

  it('a payment on February 29th ends on March 1st', () => {
    expect(vigenciaEmbarcacion('2028-02-29T12:00:00.000Z').hasta).toBe('2029-03-01T12:00:00.000Z');
  });
});
