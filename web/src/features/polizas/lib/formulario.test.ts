import { describe, expect, it } from 'vitest';
import type { Poliza } from '#shared/contract/schemas/poliza.ts';
import { camposCambiados, cuerpoAlta, decimalesTasa, valoresIniciales } from './formulario.ts';

const poliza: Poliza = {
  id: 7,
  numero: 'TR-1',
  aseguradora: { id: 1, nombre: 'Aseguradora del Sur S.A.' },
  nombre: 'Flotante',
  ramo: 'contenedores',
  moneda: { id: 840, nombre: 'Dólar estadounidense', simbolo: 'US$' },
  paisId: 32,
  vigenciaDesde: '2026-01-01',
  vigenciaHasta: '2026-12-31',
  tasa: 0.18,
  primaMinima: 25,
  cobertura: { nombre: 'Todo riesgo', deducibles: [{ concepto: 'Fijo', tipo: 'monto', valor: 500 }] },
  limitesPorEmbarque: [{ transporteId: 1, limite: 1000 }],
  endosos: [{ id: 2, nombre: 'Asia', vigenciaDesde: '2026-03-01', vigenciaHasta: '2026-06-30' }],
  exclusiones: { mercaderias: [8], paises: [68] },
  estado: 'vigente',
  version: 3,
  historial: [],
};

describe('policy form values', () => {
  it('starts from the policy read, ids by reference and the version to send back', () => {
    expect(valoresIniciales(poliza)).toMatchObject({
      aseguradoraId: 1,
      monedaId: 840,
      ramo: 'contenedores',
      endosos: [{ id: 2, nombre: 'Asia' }],
      version: 3,
    });
  });
  it('a create sends no version', () => {
    const body = { ...valoresIniciales(poliza), version: 1 } as unknown as Parameters<typeof cuerpoAlta>[0];
    expect(cuerpoAlta(body)).not.toHaveProperty('version');
  });
  it('shows rates with 2 decimals, up to 4 when they have them', () => {
    expect([0.18, 0.125, 1, 0.12345].map(decimalesTasa)).toEqual([2, 3, 2, 4]);
  });
  it('names the fields an edit changed, ignoring anything else in the entry', () => {
    expect(camposCambiados({ tasa: 0.3, endosos: [], otro: 1 })).toEqual(['tasa', 'endosos']);
    expect(camposCambiados('anulada')).toEqual([]);
  });
});
