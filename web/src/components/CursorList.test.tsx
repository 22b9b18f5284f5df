import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listClientes } from '#shared/contract/operations/clientes.ts';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { deferred, pageAnswer, stubApi, type ApiAnswer, type ApiRequest } from '#web/test/api-mock.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CursorList } from './CursorList.tsx';
import { listQueryState, useCursorPager } from './use-cursor-pager.ts';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const cliente = (id: number): Cliente => ({
  id,
  nombre: `Cliente ${id}`,
  cif: `3071000000${id}`,
  logo: null,
  markup: null,
  pais: { id: 32, nombre: 'Argentina', bandera: '/banderas/ar.svg' },
  email: null,
  productorId: null,
});

/** Three pages of the unfiltered list: 1-2 (c2 next), 3-4 (c3 next), 5 (last). */
const PAGES: Record<string, { rows: number[]; next: string | null }> = {
  '': { rows: [1, 2], next: 'c2' },
  c2: { rows: [3, 4], next: 'c3' },
  c3: { rows: [5], next: null },
};
const unfiltered = (req: ApiRequest, total: number | null = 5): ApiAnswer | undefined => {
  const page = PAGES[req.query.cursor ?? ''];
  return page ? pageAnswer(page.rows.map(cliente), { nextCursor: page.next, total }) : undefined;
};

function Harness({ onOpen = () => {} }: { onOpen?: (c: Cliente) => void }) {
  const [filtro, setFiltro] = useState('');
  const pager = useCursorPager(filtro, 5);
  const query = useQuery({
    queryKey: ['prueba', filtro, pager.query],
    queryFn: ({ signal }) => apiCall(listClientes, { query: { filtro, ...pager.query }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <CursorList<Cliente>
      testId="lista"
      columns={[{ accessor: 'nombre', title: 'Nombre' }]}
      {...listQueryState(query)}
      pager={pager}
      emptyText="No hay clientes que coincidan."
      errorTitle="No pudimos cargar los clientes."
      totalText={(count) => `${count} clientes`}
      onRowDoubleClick={onOpen}
      toolbar={<input data-testid="filtro" value={filtro} onChange={(e) => setFiltro(e.currentTarget.value)} />}
    />
  );
}

const rows = () => screen.queryAllByTestId('lista-row').map((r) => r.textContent);
const pageText = () => screen.getByTestId('lista-page').textContent;
const button = (id: string) => screen.getByTestId(id) as HTMLButtonElement;
const chooseSize = (size: string) => {
  fireEvent.change(screen.getByTestId('lista-page-size'), { target: { value: size } });
};

describe('CursorList', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes forward through the cursors the answers give and back through the ones it has seen', async () => {
    const api = stubApi((req) => unfiltered(req));
    renderWithProviders(<Harness />);

    await waitFor(() => expect(rows()).toEqual(['Cliente 1', 'Cliente 2']));
    expect(pageText()).toBe('Página 1');
    expect(button('lista-prev').disabled).toBe(true);
    expect(api.last('/v1/clientes')).toEqual({ filtro: '', size: '5' });

    fireEvent.click(button('lista-next'));
    await waitFor(() => expect(rows()).toEqual(['Cliente 3', 'Cliente 4']));
    expect(pageText()).toBe('Página 2');
    expect(api.last('/v1/clientes')).toEqual({ filtro: '', size: '5', cursor: 'c2' });

    fireEvent.click(button('lista-next'));
    await waitFor(() => expect(rows()).toEqual(['Cliente 5']));
    expect(pageText()).toBe('Página 3');
    expect(api.last('/v1/clientes')).toEqual({ filtro: '', size: '5', cursor: 'c3' });
    // The last page: no next cursor.
    expect(button('lista-next').disabled).toBe(true);

    fireEvent.click(button('lista-prev'));
    await waitFor(() => expect(rows()).toEqual(['Cliente 3', 'Cliente 4']));
    expect(pageText()).toBe('Página 2');
    fireEvent.click(button('lista-prev'));
    await waitFor(() => expect(rows()).toEqual(['Cliente 1', 'Cliente 2']));
    expect(pageText()).toBe('Página 1');
    expect(button('lista-prev').disabled).toBe(true);
  });

  it('keeps the rows of the page shown, under a loading overlay, while the next one loads', async () => {
    const slow = deferred<ApiAnswer | undefined>();
    stubApi((req) => (req.query.cursor === 'c2' ? slow.promise : unfiltered(req)));
    renderWithProviders(<Harness />);
    await waitFor(() => expect(rows()).toEqual(['Cliente 1', 'Cliente 2']));
    expect(screen.getByTestId('lista-table').getAttribute('aria-busy')).toBe('false');

    fireEvent.click(button('lista-next'));
    await waitFor(() => expect(screen.getByTestId('lista-table').getAttribute('aria-busy')).toBe('true'));
    expect(rows()).toEqual(['Cliente 1', 'Cliente 2']);
    expect(button('lista-next').disabled).toBe(true);
    expect(screen.queryByTestId('lista-empty')).toBeNull();

    slow.resolve(unfiltered({ method: 'GET', path: '/v1/clientes', query: { cursor: 'c2' } }));
    await waitFor(() => expect(rows()).toEqual(['Cliente 3', 'Cliente 4']));
    expect(screen.getByTestId('lista-table').getAttribute('aria-busy')).toBe('false');
  });

  it('starts again from the first page when a filter changes', async () => {
    const api = stubApi((req) =>
      req.query.filtro ? pageAnswer([cliente(9)], { nextCursor: null, total: null }) : unfiltered(req),
    );
    renderWithProviders(<Harness />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(button('lista-next'));
    await waitFor(() => expect(pageText()).toBe('Página 2'));

    fireEvent.change(screen.getByTestId('filtro'), { target: { value: 'Clien' } });
    await waitFor(() => expect(rows()).toEqual(['Cliente 9']));
    expect(pageText()).toBe('Página 1');
    expect(api.last('/v1/clientes')).toEqual({ filtro: 'Clien', size: '5' });
    expect(button('lista-prev').disabled).toBe(true);
  });

  it('starts again from the first page when the page size changes', async () => {
    const api = stubApi((req) => unfiltered(req));
    renderWithProviders(<Harness />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(button('lista-next'));
    await waitFor(() => expect(pageText()).toBe('Página 2'));

    chooseSize('25');
    await waitFor(() => expect(api.last('/v1/clientes')).toEqual({ filtro: '', size: '25' }));
    expect(pageText()).toBe('Página 1');
    await waitFor(() => expect(rows()).toEqual(['Cliente 1', 'Cliente 2']));
  });

  it('shows the total only when the answer knows it', async () => {
    stubApi((req) => (req.query.filtro ? pageAnswer([cliente(9)]) : unfiltered(req, 1234)));
    renderWithProviders(<Harness />);
    await waitFor(() => expect(screen.getByTestId('lista-total').textContent).toBe('1.234 clientes'));

    fireEvent.change(screen.getByTestId('filtro'), { target: { value: 'Clien' } });
    await waitFor(() => expect(rows()).toEqual(['Cliente 9']));
    expect(screen.queryByTestId('lista-total')).toBeNull();
  });

  it('says so when there is nothing to show', async () => {
    stubApi(() => pageAnswer([], { total: 0 }));
    renderWithProviders(<Harness />);
    expect((await screen.findByTestId('lista-empty')).textContent).toBe('No hay clientes que coincidan.');
    expect(rows()).toEqual([]);
    expect(button('lista-next').disabled).toBe(true);
  });

  it('shows what failed with a retry, and a way back to the first page when a later one fails', async () => {
    let fails = 1;
    stubApi((req) => {
      if (!req.query.cursor && fails > 0) {
        fails--;
        return { status: 503, body: { message: 'Servicio no disponible' } };
      }
      if (req.query.cursor === 'c2') return { status: 400, body: { message: 'Cursor de paginación inválido' } };
      return unfiltered(req);
    });
    renderWithProviders(<Harness />);

    const error = await screen.findByTestId('lista-error');
    expect(error.textContent).toContain('No pudimos cargar los clientes.');
    expect(error.textContent).toContain('Servicio no disponible');
    expect(screen.queryByTestId('lista-table')).toBeNull();
    fireEvent.click(screen.getByTestId('lista-retry'));
    await waitFor(() => expect(rows()).toEqual(['Cliente 1', 'Cliente 2']));

    fireEvent.click(button('lista-next'));
    expect((await screen.findByTestId('lista-error')).textContent).toContain('Cursor de paginación inválido');
    fireEvent.click(screen.getByRole('button', { name: 'Volver a la primera página' }));
    await waitFor(() => expect(rows()).toEqual(['Cliente 1', 'Cliente 2']));
    expect(pageText()).toBe('Página 1');
  });

  it('opens a row on double click', async () => {
    stubApi((req) => unfiltered(req));
    const onOpen = vi.fn();
    renderWithProviders(<Harness onOpen={onOpen} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.doubleClick(screen.getAllByTestId('lista-row')[1]!);
    expect(onOpen).toHaveBeenCalledWith(cliente(2));
  });

  it('reaches a row by Tab and opens it with Enter, as the double click does; Enter on a control inside stays the control’s', async () => {
    stubApi((req) => unfiltered(req));
    const onOpen = vi.fn();
    renderWithProviders(<Harness onOpen={onOpen} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const fila = screen.getAllByTestId('lista-row')[0]!;
    expect(fila.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(fila, { key: ' ' });
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.keyDown(fila, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(cliente(1));
    const dentro = document.createElement('button');
    fila.querySelector('td')!.append(dentro);
    fireEvent.keyDown(dentro, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
