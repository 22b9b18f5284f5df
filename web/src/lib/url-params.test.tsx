import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUrlParams } from './url-params.ts';

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
