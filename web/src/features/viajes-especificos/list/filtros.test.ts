import { describe, expect, it } from 'vitest';
import { consultaCertificados, type FiltrosCertificados } from './filtros.ts';

const base: FiltrosCertificados = {
  por: 'nroCertificado',
  texto: '',
  tomadorId: null,
  estado: null,
  rango: { desde: '', hasta: '' },
  direccion: 'desc',
};

describe('certificate list query', () => {
  it('asks for one lookup at most: the lookup in use wins over the state', () => {
    expect(consultaCertificados({ ...base, texto: 'VE-1', estado: 20 })).toEqual({ direccion: 'desc', nroCertificado: 'VE-1' });
    expect(consultaCertificados({ ...base, por: 'referencia', texto: 'R', estado: 20 })).toEqual({
      direccion: 'desc',
      referencia: 'R',
    });
    expect(consultaCertificados({ ...base, por: 'tomador', texto: 'ignored', tomadorId: 5 })).toEqual({
      direccion: 'desc',
      tomadorId: 5,
    });
    expect(consultaCertificados({ ...base, por: 'tomador', estado: 20 })).toEqual({ direccion: 'desc', estado: 20 });
  });

  it('adds the dates to the state, the policyholder or nothing, never to an exact number or reference', () => {
    const rango = { desde: '2025-01-01', hasta: '2025-01-31' };
    expect(consultaCertificados({ ...base, rango })).toEqual({ direccion: 'desc', ...rango });
    expect(consultaCertificados({ ...base, rango, estado: 5 })).toEqual({ direccion: 'desc', estado: 5, ...rango });
    expect(consultaCertificados({ ...base, rango, por: 'tomador', tomadorId: 5 })).toEqual({
      direccion: 'desc',
      tomadorId: 5,
      ...rango,
    });
    expect(consultaCertificados({ ...base, rango, texto: 'VE-1' })).toEqual({ direccion: 'desc', nroCertificado: 'VE-1' });
  });

  it('asks only for complete days, and not for a hasta before desde', () => {
    expect(consultaCertificados({ ...base, rango: { desde: '01-0', hasta: '' } })).toEqual({ direccion: 'desc' });
    expect(consultaCertificados({ ...base, rango: { desde: '2025-02-01', hasta: '2025-01-01' } })).toEqual({
      direccion: 'desc',
      desde: '2025-02-01',
    });
  });
});
