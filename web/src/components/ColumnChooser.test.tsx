import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { CursorList } from './CursorList.tsx';
import type { CursorPager } from './use-cursor-pager.ts';

const pager: CursorPager = {
  size: 5,
  cursor: undefined,
  page: 1,
  hasPrevious: false,
  next: () => {},
  previous: () => {},
  first: () => {},
  setSize: () => {},
  query: { size: 5 },
};

const Lista = () => (
  <CursorList<{ id: number; nombre: string; cif: string; estado: string }>
    testId="lista"
    columns={[
      { accessor: 'nombre', title: 'Nombre', toggleable: true },
      { accessor: 'cif', title: 'CIF', toggleable: true },
      { accessor: 'estado', title: 'Estado' },
    ]}
    records={[{ id: 1, nombre: 'Ñandú S.A.', cif: '30710000011', estado: 'Denunciado' }]}
    fetching={false}
    error={null}
    onRetry={() => {}}
    nextCursor={null}
    total={1}
    pager={pager}
    emptyText="Nada"
    errorTitle="Error"
    totalText={(n) => `${n} filas`}
    columnsKey="prueba-columnas"
    pinLastColumn
  />
);

/** Mantine puts the test id on the checkbox's input. */
const casilla = (menu: HTMLElement, id: string) => {
  const el = within(menu).getByTestId(id);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')!) as HTMLInputElement;
};
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('column chooser', () => {
  afterEach(() => localStorage.clear());

  it('hides and shows the columns marked toggleable, keeps the choice, and never offers the fixed ones', async () => {
    const { unmount } = renderWithProviders(<Lista />);
    await waitFor(() => expect(headers()).toEqual(['Nombre', 'CIF', 'Estado']));
    fireEvent.click(screen.getByTestId('lista-columnas'));
    const menu = await screen.findByTestId('lista-columnas-menu');
    expect(within(menu).queryByTestId('lista-columna-estado')).toBeNull();
    fireEvent.click(casilla(menu, 'lista-columna-cif'));
    await waitFor(() => expect(headers()).toEqual(['Nombre', 'Estado']));
    // The last visible choice cannot be unchecked: a table with no data columns says nothing.
    expect(casilla(menu, 'lista-columna-nombre').disabled).toBe(true);
    unmount();

    renderWithProviders(<Lista />);
    await waitFor(() => expect(headers()).toEqual(['Nombre', 'Estado']));
    fireEvent.click(screen.getByTestId('lista-columnas'));
    fireEvent.click(await screen.findByTestId('lista-columnas-todas'));
    await waitFor(() => expect(headers()).toEqual(['Nombre', 'CIF', 'Estado']));
  });
});

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));
