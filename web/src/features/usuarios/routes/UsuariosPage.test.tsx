import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageAnswer, stubApi, type ApiRequest } from '#web/test/api-mock.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { UsuariosPage } from './UsuariosPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

const EMPRESAS = [
  { id: 1, cif: '30-11111111-1', nombre: 'Aseguradora del Sur', tipo: 'aseguradora', paisId: 32, configuracion: {} },
  { id: 10, cif: '30-22222222-2', nombre: 'Productores Asociados', tipo: 'productor', paisId: 32, configuracion: {} },
];
const usuario = (id: number, apellido: string, estado = true) => ({
  id,
  nombre: 'Ana',
  apellido,
  email: `${apellido.toLowerCase()}@cargosur.demo`,
  pais: { id: 32 },
  empresas: [{ empresa: { id: 10, nombre: 'Productores Asociados' }, rol: { id: 'productor', nombre: 'Productor' } }],
  estado,
});

const api = (req: ApiRequest) => {
  if (req.path === '/v1/empresas') return pageAnswer(EMPRESAS, { total: 2 });
  if (req.path === '/v1/usuarios') {
    const filtrado = Object.keys(req.query).some((k) => ['idEmpresa', 'estado'].includes(k)) || req.query.filtro;
    if (req.query.cursor === 'c2') return pageAnswer([usuario(3, 'Quiroga')], { total: 3 });
    return pageAnswer([usuario(1, 'Álvarez'), usuario(2, 'Benítez', false)], { nextCursor: 'c2', total: filtrado ? null : 3 });
  }
  return undefined;
};

const choose = async (testId: string, option: string | RegExp) => {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('UsuariosPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the first page by apellido, and every search or filter starts again from the first page', async () => {
    const calls = stubApi(api);
    renderWithProviders(<UsuariosPage />);

    await waitFor(() => expect(screen.getAllByTestId('usuarios-row')).toHaveLength(2));
    expect(calls.last('/v1/usuarios')).toEqual({ filtro: '', direccion: 'asc', size: '5' });
    expect(screen.getByTestId('usuarios-total').textContent).toBe('3 usuarios');
    const row = screen.getAllByTestId('usuarios-row')[1]!;
    expect(row.getAttribute('data-email')).toBe('benítez@cargosur.demo');
    expect(row.textContent).toContain('Benítez, Ana');
    expect(row.querySelector('[data-testid="usuarios-estado"]')?.textContent).toBe('Inactivo');

    fireEvent.click(screen.getByTestId('usuarios-next'));
    await waitFor(() => expect(calls.last('/v1/usuarios')).toMatchObject({ cursor: 'c2' }));

    fireEvent.change(screen.getByTestId('usuarios-search'), { target: { value: ' Quir ' } });
    await waitFor(() => expect(calls.last('/v1/usuarios')).toEqual({ filtro: 'Quir', direccion: 'asc', size: '5' }));
    expect(screen.getByTestId('usuarios-page').textContent).toBe('Página 1');
    await waitFor(() => expect(screen.queryByTestId('usuarios-total')).toBeNull());

    await choose('usuarios-filter-estado', 'Inactivo');
    await waitFor(() =>
      expect(calls.last('/v1/usuarios')).toEqual({ filtro: 'Quir', direccion: 'asc', estado: 'false', size: '5' }),
    );

    await choose('usuarios-filter-empresa', /Productores Asociados/);
    await waitFor(() =>
      expect(calls.last('/v1/usuarios')).toEqual({
        filtro: 'Quir',
        direccion: 'asc',
        idEmpresa: '10',
        estado: 'false',
        size: '5',
      }),
    );
    expect(calls.last('/v1/empresas')).toEqual({ size: '100' });
  });

  it('the apellido column turns the order around, from the first page', async () => {
    const calls = stubApi(api);
    renderWithProviders(<UsuariosPage />);
    await waitFor(() => expect(screen.getAllByTestId('usuarios-row')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('usuarios-next'));
    await waitFor(() => expect(calls.last('/v1/usuarios')).toMatchObject({ cursor: 'c2' }));

    fireEvent.click(screen.getByText('Apellido y nombre'));
    await waitFor(() => expect(calls.last('/v1/usuarios')).toEqual({ filtro: '', direccion: 'desc', size: '5' }));
    fireEvent.click(screen.getByText('Apellido y nombre'));
    await waitFor(() => expect(calls.last('/v1/usuarios')).toEqual({ filtro: '', direccion: 'asc', size: '5' }));
  });
});
