import { describe, expect, it } from 'vitest';
import {
  admiteCertificados,
  ENDOSO_FUERA_DE_VIGENCIA,
  erroresPoliza,
  estadoPoliza,
  numeroNormalizado,
  TRANSPORTE_REPETIDO,
  VIGENCIA_INVERTIDA,
} from './reglas.ts';

const poliza = {
  anulada: false,
  vigenciaDesde: '2026-01-01',
  vigenciaHasta: '2026-12-31',
  endosos: [{ id: 1, vigenciaDesde: '2026-03-01', vigenciaHasta: '2026-06-30' }],
};

describe('estadoPoliza', () => {
  it('is vigente up to its last day, also before it starts', () => {
    expect(estadoPoliza(poliza, '2025-12-01')).toBe('vigente');
    expect(estadoPoliza(poliza, '2026-12-31')).toBe('vigente');
  });
  it('is vencida from the day after its last day', () => {
    expect(estadoPoliza(poliza, '2027-01-01')).toBe('vencida');
  });
  it('is anulada whatever the dates', () => {
    expect(estadoPoliza({ ...poliza, anulada: true }, '2026-05-01')).toBe('anulada');
    expect(estadoPoliza({ ...poliza, anulada: true }, '2027-05-01')).toBe('anulada');
  });
});

describe('admiteCertificados', () => {
  it('takes a date inside the policy, first and last day included', () => {
    expect(admiteCertificados(poliza, '2026-01-01')).toBe(true);
    expect(admiteCertificados(poliza, '2026-12-31')).toBe(true);
  });
  it('refuses dates outside the policy (an expired policy covers no new date)', () => {
    expect(admiteCertificados(poliza, '2025-12-31')).toBe(false);
    expect(admiteCertificados(poliza, '2027-01-01')).toBe(false);
  });
  it('refuses an annulled policy', () => {
    expect(admiteCertificados({ ...poliza, anulada: true }, '2026-05-01')).toBe(false);
  });
  it('checks the endorsement period and that the endorsement exists', () => {
    expect(admiteCertificados(poliza, '2026-04-01', 1)).toBe(true);
    expect(admiteCertificados(poliza, '2026-08-01', 1)).toBe(false);
    expect(admiteCertificados(poliza, '2026-04-01', 2)).toBe(false);
  });
});

describe('erroresPoliza', () => {
  const base = { vigenciaDesde: '2026-01-01', vigenciaHasta: '2026-12-31', endosos: [], limitesPorEmbarque: [] };
  it('accepts a coherent policy', () => {
    expect(
      erroresPoliza({ ...base, endosos: poliza.endosos, limitesPorEmbarque: [{ transporteId: 0 }, { transporteId: 1 }] }),
    ).toEqual([]);
  });
  it('names each broken rule on its field', () => {
    expect(
      erroresPoliza({
        vigenciaDesde: '2026-02-01',
        vigenciaHasta: '2026-01-01',
        endosos: [
          { vigenciaDesde: '2026-05-01', vigenciaHasta: '2026-04-01' },
          { vigenciaDesde: '2025-12-01', vigenciaHasta: '2026-01-01' },
        ],
        limitesPorEmbarque: [{ transporteId: 1 }, { transporteId: 1 }],
      }),
    ).toEqual([
      { path: 'vigenciaHasta', message: VIGENCIA_INVERTIDA },
      { path: 'endosos.0.vigenciaHasta', message: VIGENCIA_INVERTIDA },
      { path: 'endosos.1.vigenciaDesde', message: ENDOSO_FUERA_DE_VIGENCIA },
      { path: 'limitesPorEmbarque.1.transporteId', message: TRANSPORTE_REPETIDO },
    ]);
  });
});

describe('numeroNormalizado', () => {
  it('compares numbers without spaces and case', () => {
    expect(numeroNormalizado(' tr-12 34/2026 ')).toBe('TR-1234/2026');
  });
});
