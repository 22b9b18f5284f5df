import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { PaginaDeLista } from './PaginaDeLista.tsx';
import { useCursorPager } from './use-cursor-pager.ts';

function Pagina({ alta }: { alta: string | null }) {
  const [busqueda, setBusqueda] = useState('');
  const pager = useCursorPager(busqueda, 10);
  return (
    <MemoryRouter>
      <PaginaDeLista<{ id: number; nombre: string }>
        prefijo="emisores"
        alta={alta}
        busqueda={busqueda}
        onBusqueda={setBusqueda}
        columns={[{ accessor: 'nombre' }]}
        records={[{ id: 1, nombre: 'Emisora del Golfo' }]}
        fetching={false}
        error={null}
        onRetry={() => {}}
        nextCursor={null}
        total={1}
        pager={pager}
      />
      <output data-testid="buscado">{busqueda}</output>
    </MemoryRouter>
  );
}

describe('the page of a master list', () => {
  it('names its title, add button, search box and list after the prefix', () => {
    renderWithProviders(<Pagina alta="/emisores/nuevo" />);
    expect(screen.getByRole('heading', { name: 'Emisores' })).toBeTruthy();
    expect(screen.getByTestId('emisores-add').getAttribute('href')).toBe('/emisores/nuevo');
    expect(screen.getByText('Emisora del Golfo')).toBeTruthy();
    fireEvent.change(screen.getByTestId('emisores-search'), { target: { value: 'Gol' } });
    expect(screen.getByTestId('buscado').textContent).toBe('Gol');
  });

  it('hides the add button from who may not create', () => {
    renderWithProviders(<Pagina alta={null} />);
    expect(screen.queryByTestId('emisores-add')).toBeNull();
  });
});
