import { describe, expect, it } from 'vitest';
import { conFiltros, consultaSiniestros, filtrosDeUrl, FILTROS_INICIALES } from './filtros.ts';

const url = (s: string) => new URLSearchParams(s);

describe('claims list filters in the URL', () => {
  it('reads what the URL names and ignores anything unknown or malformed', () => {
    expect(filtrosDeUrl(url(''))).toEqual(FILTROS_INICIALES);
    expect(
      filtrosDeUrl(url('por=beneficiario&q=%2030710000011%20&estado=cerrado&desde=2025-02-01&hasta=2025-02-28&orden=asc')),
    ).toEqual({
      por: 'beneficiario',
      texto: '30710000011',
      estado: 'cerrado',
      rango: { desde: '2025-02-01', hasta: '2025-02-28' },
      direccion: 'asc',
    });
    expect(filtrosDeUrl(url('por=nombre&estado=perdido&desde=01-02-2025&hasta=x&orden=up'))).toEqual(FILTROS_INICIALES);
  });

  it('writes only complete days and non-defaults, keeps other parameters and drops the cursors', () => {
    const next = conFiltros(url('abiertos=4,5&tam=10&cursores=a.b&estado=cerrado'), {
      estado: null,
      rango: { desde: '2025-02-01', hasta: '28-02' },
      direccion: 'desc',
    });
    expect(Object.fromEntries(next)).toEqual({ abiertos: '4,5', tam: '10', desde: '2025-02-01' });
    expect(Object.fromEntries(conFiltros(url(''), { por: 'beneficiario', texto: ' 3071 ', direccion: 'asc' }))).toEqual({
      por: 'beneficiario',
      q: '3071',
      orden: 'asc',
    });
  });

  it('a URL read back asks the API for the same list', () => {
    const f = filtrosDeUrl(
      conFiltros(url(''), { por: 'beneficiario', texto: '30-71000001-1', rango: { desde: '2025-02-01', hasta: '' } }),
    );
    expect(consultaSiniestros(f)).toEqual({ direccion: 'desc', beneficiario: '30710000011', desde: '2025-02-01' });
  });
});
