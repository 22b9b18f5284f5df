import { describe, expect, it } from 'vitest';
import { oracion } from './oracion.ts';

describe('oracion', () => {
  it('adds the full stop a sentence lacks', () => {
    expect(oracion('Tomador: Juan Pérez')).toBe('Tomador: Juan Pérez.');
  });

  it('does not double the stop of a name that ends in one', () => {
    expect(oracion('Cobertura: Todo riesgo - Aseguradora del Sur S.A.')).toBe(
      'Cobertura: Todo riesgo - Aseguradora del Sur S.A.',
    );
    expect(oracion('¿Listo? ')).toBe('¿Listo?');
  });
});
