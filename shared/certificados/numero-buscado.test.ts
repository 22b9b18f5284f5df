import { describe, expect, it } from 'vitest';
import { digitosDeNumero, prefijoBuscado } from './numero-buscado.ts';

describe('a certificate number as its prefix search reads it', () => {
  it('stores the digits without their padding zeros', () => {
    expect(digitosDeNumero('CC-00000123')).toBe('123');
    expect(digitosDeNumero('VE-00001000')).toBe('1000');
    expect(digitosDeNumero('FA-00000000')).toBe('0');
    expect(digitosDeNumero('sin número')).toBeNull();
  });

  it('reads what a person types the same way, whatever the case, dash or padding', () => {
    for (const texto of ['CC-00000123', 'cc123', 'CC 123', 'c123', '00000123', '123', ' 123 '])
      expect(prefijoBuscado(texto, 'transporte')).toBe('123');
    expect(prefijoBuscado('12', 'transporte')).toBe('12');
    expect(prefijoBuscado('CC-0000000', 'transporte')).toBe('');
    expect(prefijoBuscado('CC', 'transporte')).toBe('');
    expect(prefijoBuscado('ve-7', 'viaje-especifico')).toBe('7');
  });

  it('finds nothing for another kind’s number or text that is not a number', () => {
    expect(prefijoBuscado('CT-00000002', 'transporte')).toBeNull();
    expect(prefijoBuscado('CC-1', 'viaje-especifico')).toBeNull();
    for (const texto of ['', 'CC--1', '12a', 'ABC1', "1' OR 1=1", '1234567890123'])
      expect(prefijoBuscado(texto, 'transporte')).toBeNull();
  });
});
