import { describe, expect, it } from 'vitest';
import { lugarDelError } from './errores.ts';

const fila = (n: number) => `Fila ${n}`;

describe('lugarDelError', () => {
  it('names the row and the field of a catalogue entry', () => {
    expect(lugarDelError('contenido.7.nombre', fila)).toBe('Fila 8 · nombre');
    expect(lugarDelError('contenido.0.tags.2', fila)).toBe('Fila 1 · tags.2');
  });

  it('names the list, the row and the nested field of the tariff', () => {
    expect(lugarDelError('contenido.coberturas.2.configuracion.reglas.0.valor', fila)).toBe(
      'coberturas · Fila 3 · configuracion.reglas · Fila 1 · valor',
    );
    expect(lugarDelError('contenido.parametros', fila)).toBe('parametros');
  });

  it('is empty for an error of the whole content', () => {
    expect(lugarDelError('contenido', fila)).toBe('');
  });
});
