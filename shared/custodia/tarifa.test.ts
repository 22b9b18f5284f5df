import { describe, expect, it } from 'vitest';
import { tarifaCustodia } from './tarifa.ts';

describe('tarifaCustodia', () => {
  it('writes the provider’s rate with its currency, es-AR', () => {
    expect(tarifaCustodia(227_872.37)).toBe('$ 227.872,37');
    expect(tarifaCustodia(45_000)).toBe('$ 45.000,00');
  });
});
