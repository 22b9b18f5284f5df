import { describe, expect, it } from 'vitest';
import { conPagina, pagerDeUrl } from './use-cursor-pager.ts';

describe('a pager kept in the URL', () => {
  it('reads the size the list offers and the cursors seen', () => {
    expect(pagerDeUrl(new URLSearchParams('tam=25&cursores=a.b'), 5)).toEqual({ size: 25, cursors: ['a', 'b'] });
    expect(pagerDeUrl(new URLSearchParams('tam=7'), 5)).toEqual({ size: 5, cursors: [] });
    expect(pagerDeUrl(new URLSearchParams(''), 10)).toEqual({ size: 10, cursors: [] });
  });

  it('writes only what differs from the first page at the default size, keeping other parameters', () => {
    const p = new URLSearchParams('estado=cerrado&tam=25&cursores=a');
    expect(Object.fromEntries(conPagina(p, { size: 5, cursors: [] }, 5))).toEqual({ estado: 'cerrado' });
    expect(Object.fromEntries(conPagina(p, { size: 10, cursors: ['a', 'b'] }, 5))).toEqual({
      estado: 'cerrado',
      tam: '10',
      cursores: 'a.b',
    });
  });
});
