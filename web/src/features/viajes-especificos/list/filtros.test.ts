import { describe, expect, it } from 'vitest';
import { conFiltros, consultaCertificados, filtrosDeUrl, type FiltrosCertificados } from './filtros.ts';

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

describe('certificate list filters in the URL', () => {
  const url = (q: string) => new URLSearchParams(q);

  it('reads what a link names and ignores what it cannot be', () => {
    expect(filtrosDeUrl(url('por=referencia&q=REF-1&orden=asc'))).toEqual({
      ...base,
      por: 'referencia',
      texto: 'REF-1',
      direccion: 'asc',
    });
    expect(filtrosDeUrl(url('estado=20&desde=2025-01-01&hasta=2025-01-31'))).toEqual({
      ...base,
      estado: 20,
      rango: { desde: '2025-01-01', hasta: '2025-01-31' },
    });
    expect(filtrosDeUrl(url('por=tomador&tomador=5'))).toMatchObject({ por: 'tomador', tomadorId: 5 });
    expect(filtrosDeUrl(url('estado=999&tomador=-1&por=nada&desde=ayer'))).toEqual(base);
    // A policyholder counts only for the policyholder lookup.
    expect(filtrosDeUrl(url('tomador=5')).tomadorId).toBeNull();
  });

  it('writes only what differs from the defaults, drops the cursors and keeps other parameters', () => {
    const next = conFiltros(url('tab=1&cursores=abc'), { por: 'tomador', tomadorId: 7, estado: null });
    expect(next.toString()).toBe('tab=1&por=tomador&tomador=7');
    expect(conFiltros(next, { por: 'nroCertificado', texto: '' }).toString()).toBe('tab=1');
    expect(conFiltros(url('por=tomador&tomador=7'), { tomadorId: null }).toString()).toBe('por=tomador');
    expect(conFiltros(url(''), { estado: 20, rango: { desde: '2025-01-01', hasta: '' } }).toString()).toBe(
      'estado=20&desde=2025-01-01',
    );
  });
});
