import { describe, expect, it } from 'vitest';
import { conFiltros, filtrosDeUrl } from './filtros.ts';

const url = (q: string) => new URLSearchParams(q);

describe('policy list filters in the URL', () => {
  it('reads the search and one filter; unknown or malformed values read as not filtered', () => {
    expect(filtrosDeUrl(url('q=%20Flotante%20&ramo=transporte'))).toEqual({ texto: 'Flotante', filtro: { ramo: 'transporte' } });
    expect(filtrosDeUrl(url('aseguradora=7&estado=vigente'))).toEqual({ texto: '', filtro: { aseguradoraId: 7 } });
    expect(filtrosDeUrl(url('aseguradora=-1&ramo=nada&estado=x'))).toEqual({ texto: '', filtro: null });
    expect(filtrosDeUrl(url(`q=${'a'.repeat(300)}`)).texto).toHaveLength(100);
  });

  it('writes one filter, keeps the page size and other parameters, and starts from page one', () => {
    const next = conFiltros(url('ramo=transporte&tam=25&cursores=a.b&otro=1'), { filtro: { estado: 'vigente' } });
    expect(Object.fromEntries(next)).toEqual({ estado: 'vigente', tam: '25', otro: '1' });
    expect(Object.fromEntries(conFiltros(url('estado=vigente'), { texto: ' 123 ' }))).toEqual({ q: '123', estado: 'vigente' });
  });
});
