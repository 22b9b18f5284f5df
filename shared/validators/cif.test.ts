import { describe, expect, it } from 'vitest';
import { buildCnpj, buildCuit, cifError, isValidCnpj, isValidCpf, isValidCuit, isValidRfc } from './cif.ts';

describe('cif validators', () => {
  it('accepts a CUIT with its check digit and refuses a changed digit', () => {
    expect(isValidCuit('20-12345678-6')).toBe(true);
    expect(isValidCuit('20123456787')).toBe(false);
    expect(isValidCuit('2012345678')).toBe(false);
  });

  it('builds valid CUITs', () => {
    for (const body of [1, 30500010, 71234567]) expect(isValidCuit(buildCuit('30', body))).toBe(true);
  });

  it('checks the RFC of personas morales and físicas, with its check digit', () => {
    expect(isValidRfc('SAT970701NN3')).toBe(true);
    expect(isValidRfc('SAT970701NN4')).toBe(false);
    expect(isValidRfc('GODE561231GR8')).toBe(true);
    expect(isValidRfc('ABC011303XY1')).toBe(false);
  });

  it('checks CNPJ and CPF digits', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj(buildCnpj('123456780001'))).toBe(true);
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });

  it('picks the rule by country and falls back to a shape check', () => {
    expect(cifError(32, '20123456786')).toBeNull();
    expect(cifError(32, '20123456787')).toBe('cuit');
    expect(cifError(76, '52998224725')).toBeNull();
    expect(cifError(484, 'XX')).toBe('rfc');
    expect(cifError(152, '76.123.456-7')).toBeNull();
    expect(cifError(152, '!')).toBe('formato');
  });
});
