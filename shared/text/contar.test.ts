import { describe, expect, it } from 'vitest';
import { contar } from './contar.ts';

describe('contar', () => {
  it('one in the singular, any other number in the plural (issue 27 item 28)', () => {
    expect(contar(1, 'certificado', 'certificados')).toBe('1 certificado');
    expect(contar(0, 'factura', 'facturas')).toBe('0 facturas');
    expect(contar(2, 'foto', 'fotos')).toBe('2 fotos');
  });
});
