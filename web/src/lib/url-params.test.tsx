import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mismoRango } from './rango-fechas.ts';
import { mismoTexto, useCampoDeUrl, useUrlParams } from './url-params.ts';

const poner = (k: string, v: string) => (p: URLSearchParams) => {
  p.set(k, v);
  return p;
};

function Lista() {
  const { update } = useUrlParams();
  // A handler kept from the first render, as a debounced effect or a memoized row keeps one.
  const viejo = useRef(update);
  return (
    <>
      <button
        onClick={() => {
          update(poner('q', 'VE-1'));
          update(poner('tam', '10'));
        }}
      >
        dos
      </button>
      <button onClick={() => viejo.current(poner('desde', '2025-02-01'))}>viejo</button>
      <output data-testid="search">{useLocation().search}</output>
    </>
  );
}

/** A page that opens a tab and its list that writes a filter: two components, one address. */
function PaginaConLista() {
  const pagina = useUrlParams();
  const lista = useUrlParams();
  return (
    <>
      <button
        onClick={() => {
          pagina.update(poner('abiertos', '7'));
          lista.update(poner('q', 'VE-2'));
        }}
      >
        ambos
      </button>
      <output data-testid="search">{useLocation().search}</output>
    </>
  );
}

describe('useUrlParams', () => {
  it('two writes before a render keep both, and a handler from an old render writes on the latest', () => {
    render(
      <MemoryRouter initialEntries={['/siniestros?abiertos=4']}>
        <Lista />
      </MemoryRouter>,
    );
    act(() => fireEvent.click(screen.getByText('dos')));
    act(() => fireEvent.click(screen.getByText('viejo')));
    expect(Object.fromEntries(new URLSearchParams(screen.getByTestId('search').textContent ?? ''))).toEqual({
      abiertos: '4',
      q: 'VE-1',
      tam: '10',
      desde: '2025-02-01',
    });
  });

  it('a tab the page opens and a filter the list writes in the same tick both stay', () => {
    render(
      <MemoryRouter initialEntries={['/siniestros?tam=5']}>
        <PaginaConLista />
      </MemoryRouter>,
    );
    act(() => fireEvent.click(screen.getByText('ambos')));
    expect(Object.fromEntries(new URLSearchParams(screen.getByTestId('search').textContent ?? ''))).toEqual({
      tam: '5',
      abiertos: '7',
      q: 'VE-2',
    });
  });
});

describe('useCampoDeUrl', () => {
  const rango = (desde: string, hasta = '') => ({ desde, hasta });

  it('follows the URL when it changes, and not while the field holds what the URL will get', () => {
    const { result, rerender } = renderHook(({ url }) => useCampoDeUrl(url, mismoRango), {
      initialProps: { url: rango('2025-02-01') },
    });
    act(() => result.current[1](rango('01/02/202')));
    // The edit dropped the day from the URL: the box keeps what is typed.
    rerender({ url: rango('') });
    expect(result.current[0]).toEqual(rango('01/02/202'));
    // Back, or a link, to another range: the box shows it.
    rerender({ url: rango('2025-03-05', '2025-03-31') });
    expect(result.current[0]).toEqual(rango('2025-03-05', '2025-03-31'));
  });

  it('leaves a search text whose trimmed value is the one in the URL', () => {
    const { result, rerender } = renderHook(({ url }) => useCampoDeUrl(url, mismoTexto), { initialProps: { url: '' } });
    act(() => result.current[1]('VE-0040 '));
    rerender({ url: 'VE-0040' });
    expect(result.current[0]).toBe('VE-0040 ');
    rerender({ url: '' });
    expect(result.current[0]).toBe('');
  });
});
