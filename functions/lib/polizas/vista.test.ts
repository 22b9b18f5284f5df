import { describe, expect, it } from 'vitest';
import type { PolizaItem } from '../data/polizas.ts';
import { cambiosDe, numerarEndosos } from './vista.ts';

const poliza = {
  numero: 'TR-1',
  tasa: 0.2,
  limitesPorEmbarque: [{ transporteId: 1, limite: 10 }],
  endosos: [{ id: 1, nombre: 'A', vigenciaDesde: '2026-01-01', vigenciaHasta: '2026-12-31' }],
  ultimoEndosoId: 3,
} as unknown as PolizaItem;

describe('cambiosDe', () => {
  it('names only the fields that changed, whatever the order of the keys read back', () => {
    const leida = {
      ...poliza,
      limitesPorEmbarque: [{ limite: 10, transporteId: 1 }],
      endosos: [{ vigenciaHasta: '2026-12-31', nombre: 'A', id: 1, vigenciaDesde: '2026-01-01' }],
    } as unknown as PolizaItem;
    expect(cambiosDe(leida, { ...poliza, tasa: 0.3 })).toEqual({ desde: { tasa: 0.2 }, hacia: { tasa: 0.3 } });
  });
});

describe('numerarEndosos', () => {
  it('keeps ids, numbers new endorsements after the last id ever given, and refuses unknown ids', () => {
    const nuevos = numerarEndosos(
      [
        { id: 1, nombre: 'A', vigenciaDesde: '2026-01-01', vigenciaHasta: '2026-12-31' },
        { nombre: 'B', vigenciaDesde: '2026-01-01', vigenciaHasta: '2026-12-31' },
      ],
      poliza,
    );
    expect(nuevos.endosos.map((e) => e.id)).toEqual([1, 4]);
    expect(nuevos.ultimoEndosoId).toBe(4);
    expect(() =>
      numerarEndosos([{ id: 2, nombre: 'X', vigenciaDesde: '2026-01-01', vigenciaHasta: '2026-01-02' }], poliza),
    ).toThrow();
  });
});
