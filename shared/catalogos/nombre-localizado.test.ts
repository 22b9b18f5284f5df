import { describe, expect, it } from 'vitest';
import { nombreLocalizado } from './nombre-localizado.ts';

describe('nombreLocalizado', () => {
  const entrada = { nombre: 'Alemania', nombres: { 'pt-BR': 'Alemanha' } };

  it('gives the pt-BR name to a pt-BR tenant and the Spanish one to the rest', () => {
    expect(nombreLocalizado(entrada, 'pt-BR')).toBe('Alemanha');
    expect(nombreLocalizado(entrada, 'es-AR')).toBe('Alemania');
  });

  it('falls back to the Spanish name when the entry has no translation, or a blank one', () => {
    expect(nombreLocalizado({ nombre: 'Perú' }, 'pt-BR')).toBe('Perú');
    expect(nombreLocalizado({ nombre: 'Perú', nombres: { 'pt-BR': '' } }, 'pt-BR')).toBe('Perú');
  });
});
