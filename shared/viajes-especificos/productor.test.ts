import { describe, expect, it } from 'vitest';
import { etiquetaProductor, nivelDe, nivelSuperiorIdDe } from './productor.ts';

describe('producer level and parent level', () => {
  it('shows the company level, N1 when it has none', () => {
    expect(etiquetaProductor({ id: 10, nombre: 'Productores Asociados', nivel: 2, nivelSuperiorId: 11 })).toBe(
      'N2 · 10 · Productores Asociados',
    );
    expect(etiquetaProductor({ id: 11, nombre: 'Broker' })).toBe('N1 · 11 · Broker');
    expect(nivelDe({})).toBe(1);
  });

  it('sends the parent of the working company as NivelSuperiorId, null at the top', () => {
    expect(nivelSuperiorIdDe({ nivelSuperiorId: 11 })).toBe(11);
    expect(nivelSuperiorIdDe({ nivelSuperiorId: null })).toBeNull();
    expect(nivelSuperiorIdDe({})).toBeNull();
    expect(nivelSuperiorIdDe(undefined)).toBeNull();
  });
});
