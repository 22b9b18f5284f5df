import { describe, expect, it } from 'vitest';
import { esDenunciable, estadoDenunciable } from './certificado.ts';

describe('which certificate a claim can be filed against', () => {
  it('only an issued (20) or declared (30) one', () => {
    expect([5, 6, 7, 10, 20, 30, 251, 252, 255].filter(estadoDenunciable)).toEqual([20, 30]);
  });

  it('matches a tax id of any of its parties, ignoring signs, spaces and case', () => {
    const cifs = ['30-71234567-1', null, 'xaxx010101000'];
    expect(esDenunciable(20, cifs, '30712345671')).toBe(true);
    expect(esDenunciable(30, cifs, ' 30.71234567-1 ')).toBe(true);
    expect(esDenunciable(20, cifs, 'XAXX-010101-000')).toBe(true);
    expect(esDenunciable(20, cifs, '30712345672')).toBe(false);
  });

  it('answers no for a quote, a cancelled or a baja certificate even with the right tax id', () => {
    for (const estado of [10, 252, 255]) expect(esDenunciable(estado, ['20123456786'], '20123456786')).toBe(false);
  });

  it('never matches an empty tax id against a party without one', () => {
    expect(esDenunciable(20, ['', undefined, '--'], '')).toBe(false);
    expect(esDenunciable(20, ['--'], '.')).toBe(false);
  });
});
