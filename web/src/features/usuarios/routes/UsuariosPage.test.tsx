import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageAnswer, stubApi, type ApiRequest } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { renderWithProviders } from '#web/test/render.tsx';
import { altaPedida, UsuariosPage } from './UsuariosPage.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));
vi.mock('#web/lib/toast.ts', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
const { toastSuccess } = await import('#web/lib/toast.ts');
// The signed-in administrator (user 1) administers the producers 10 and 11, and is a consultor of the insurer 1.
vi.mock('#web/lib/me.ts', () => ({
  useMe: () => ({
    data: {
      id: 1,
      empresas: [
        {
          empresa: { id: 10, cif: '30-22222222-2', nombre: 'Productores Asociados' },
          rol: { id: 'administrador' },
          permisos: ['usuarios.ver'],
        },
        {
          empresa: { id: 11, cif: '30-33333333-3', nombre: 'Broker Logístico' },
          rol: { id: 'administrador' },
          permisos: ['usuarios.ver'],
        },
        { empresa: { id: 1, cif: '30-11111111-1', nombre: 'Aseguradora del Sur' }, rol: { id: 'consultor' }, permisos: [] },
      ],
    },
  }),
}));

const EMPRESAS = [
  { id: 1, cif: '30-11111111-1', nombre: 'Aseguradora del Sur', tipo: 'aseguradora', paisId: 32, configuracion: {} },
  { id: 10, cif: '30-22222222-2', nombre: 'Productores Asociados', tipo: 'productor', paisId: 32, configuracion: {} },
];
const usuario = (id: number, apellido: string, estado = true, empresaId = 10) => ({
  id,
  nombre: 'Ana',
  apellido,
  email: `${apellido.toLowerCase()}@cargosur.demo`,
  pais: { id: 32 },
  empresas: [{ empresa: { id: empresaId, nombre: 'Productores Asociados' }, rol: { id: 'productor', nombre: 'Productor' } }],
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
    renderWithProviders(
      <MemoryRouter>
        <UsuariosPage />
      </MemoryRouter>,
    );

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

    // The company filter offers only the companies whose users the administrator sees.
    fireEvent.click(screen.getByTestId('usuarios-filter-empresa'));
    await screen.findByRole('option', { name: /Broker Logístico/ });
    expect(screen.queryByRole('option', { name: /Aseguradora del Sur/ })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: /Productores Asociados/ }));
    await waitFor(() =>
      expect(calls.last('/v1/usuarios')).toEqual({
        filtro: 'Quir',
        direccion: 'asc',
        idEmpresa: '10',
        estado: 'false',
        size: '5',
      }),
    );
  });

  it('the apellido column turns the order around, from the first page', async () => {
    const calls = stubApi(api);
    renderWithProviders(
      <MemoryRouter>
        <UsuariosPage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getAllByTestId('usuarios-row')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('usuarios-next'));
    await waitFor(() => expect(calls.last('/v1/usuarios')).toMatchObject({ cursor: 'c2' }));

    fireEvent.click(screen.getByText('Apellido y nombre'));
    await waitFor(() => expect(calls.last('/v1/usuarios')).toEqual({ filtro: '', direccion: 'desc', size: '5' }));
    fireEvent.click(screen.getByText('Apellido y nombre'));
    await waitFor(() => expect(calls.last('/v1/usuarios')).toEqual({ filtro: '', direccion: 'asc', size: '5' }));
  });

  it('offers Desactivar / Activar only on rows the administrator may switch, asks first, then refreshes the list', async () => {
    let benitezActivo = false;
    const calls = stubApi((req) => {
      if (req.path === '/v1/usuarios') {
        return pageAnswer([
          usuario(1, 'Álvarez'),
          usuario(2, 'Benítez', benitezActivo),
          usuario(3, 'Castro'),
          usuario(4, 'Díaz', true, 1),
        ]);
      }
      if (req.path === '/v1/usuarios/2/estado' && req.method === 'PUT') {
        benitezActivo = (req.body as { estado: boolean }).estado;
        return {
          body: { ...usuario(2, 'Benítez', benitezActivo), empresas: [{ empresa: { id: 10 }, rol: { id: 'productor' } }] },
        };
      }
      return api(req);
    });
    renderWithProviders(
      <MemoryRouter>
        <UsuariosPage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getAllByTestId('usuarios-row')).toHaveLength(4));
    const accion = (i: number) =>
      screen.getAllByTestId('usuarios-row')[i]!.querySelector('[data-testid="usuarios-cambiar-estado"]');
    // Not on one's own row, nor on a user of a company the administrator does not administer.
    expect(accion(0)).toBeNull();
    expect(accion(3)).toBeNull();
    expect(accion(2)?.textContent).toBe('Desactivar');
    expect(accion(1)?.textContent).toBe('Activar');

    fireEvent.click(accion(1)!);
    const modal = await screen.findByTestId('usuario-estado-modal');
    expect(modal.textContent).toContain('Activar usuario');
    expect(modal.textContent).toContain('Ana Benítez va a poder volver a ingresar al portal con su contraseña.');
    const listas = calls.queries('/v1/usuarios').length;
    fireEvent.click(screen.getByTestId('usuario-estado-confirm'));

    await waitFor(() => expect(screen.getAllByTestId('usuarios-row')[1]!.textContent).toContain('Activo'));
    expect(calls.requests.filter((r) => r.path === '/v1/usuarios/2/estado')).toEqual([
      { method: 'PUT', path: '/v1/usuarios/2/estado', query: {}, body: { estado: true } },
    ]);
    expect(calls.queries('/v1/usuarios').length).toBeGreaterThan(listas);
    expect(toastSuccess).toHaveBeenCalledWith('Usuario activado');
    await waitFor(() => expect(screen.queryByTestId('usuario-estado-confirm')).toBeNull());
    expect(accion(1)?.textContent).toBe('Desactivar');
  });

  it('keeps its search, company, state, order, page size and cursor in the URL: a reload or a shared link asks for the same page', async () => {
    const calls = stubApi(api);
    const { router } = renderInLayout(<UsuariosPage />, {
      path: '/usuarios?q=Quir&idEmpresa=11&estado=false&orden=desc&tam=10&cursores=c1',
    });
    await waitFor(() =>
      expect(calls.last('/v1/usuarios')).toEqual({
        filtro: 'Quir',
        direccion: 'desc',
        idEmpresa: '11',
        estado: 'false',
        size: '10',
        cursor: 'c1',
      }),
    );
    expect((screen.getByTestId('usuarios-search') as HTMLInputElement).value).toBe('Quir');
    await choose('usuarios-filter-estado', 'Activo');
    const url = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(url().get('estado')).toBe('true'));
    expect(url().get('cursores')).toBeNull();
    expect([url().get('q'), url().get('idEmpresa'), url().get('orden'), url().get('tam')]).toEqual(['Quir', '11', 'desc', '10']);
  });

  it('reads a company the user does not administer, an unknown state or order as not filtered', async () => {
    const calls = stubApi(api);
    renderInLayout(<UsuariosPage />, { path: '/usuarios?idEmpresa=1&estado=quizas&orden=x' });
    await waitFor(() => expect(calls.last('/v1/usuarios')).toEqual({ filtro: '', direccion: 'asc', size: '5' }));
  });
});

describe('altaPedida (the issuer editor sends its new company to the users page)', () => {
  it('opens the create editor with the company in the first permission row', () => {
    expect(altaPedida(new URLSearchParams('nuevo=1&empresa=1001'))).toEqual({
      idPais: null,
      empresas: [{ idEmpresa: 1001, idRol: null }],
    });
    expect(altaPedida(new URLSearchParams('nuevo=1&empresa=x'))?.empresas).toEqual([{ idEmpresa: null, idRol: null }]);
    expect(altaPedida(new URLSearchParams(''))).toBeUndefined();
  });
});
