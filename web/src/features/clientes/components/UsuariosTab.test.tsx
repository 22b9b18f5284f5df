import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClienteMaestro } from '#shared/contract/schemas/cliente.ts';
import { stubApi } from '#web/test/api-mock.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { clienteQueryOptions } from '../api.ts';
import { UsuariosTab } from './UsuariosTab.tsx';

vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));
vi.mock('#web/lib/toast.ts', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const usuario = {
  id: 7,
  nombre: 'Ana',
  apellido: 'Pérez',
  email: 'ana@exportadora.demo',
  nacionalidad: { id: 32, nombre: 'Argentina' },
  telefono: '1155555555',
  roles: ['Administrador' as const],
  onboarding: true,
};
/** A bare party (no fiscal nor commercial data yet) with one user: what the API answers, whole. */
const cliente: ClienteMaestro = {
  id: 40,
  nombre: 'Exportadora Demo S.A.',
  cif: '30-71234567-1',
  logo: null,
  markup: null,
  pais: { id: 32, nombre: 'Argentina', bandera: '' },
  email: null,
  productorId: null,
  paginaWeb: '',
  informacionFiscal: null,
  informacionComercial: null,
  condicionesComerciales: [],
  usuarios: [usuario],
  version: 3,
};
const agregar = async () => undefined;
const accionDe = () => within(screen.getAllByRole('row')[1]!).getAllByRole('cell').at(-1)!;

describe('the client Usuarios tab (spec 1 §2.4, issue 27 item 23)', () => {
  it('the Accion column offers Quitar, asks first, and the client then shows without the user', async () => {
    const api = stubApi((req) =>
      req.method === 'DELETE' && req.path === '/v1/clientes/40/usuarios/7' ? { body: { ...cliente, usuarios: [] } } : undefined,
    );
    const { queryClient } = renderInLayout(<UsuariosTab cliente={cliente} onAgregar={agregar} />, {
      permisos: ['clientes.editar'],
    });
    expect(accionDe().textContent).not.toContain('Invitación');
    // The invitation state is still told, beside the e-mail it went to.
    expect(within(screen.getAllByRole('row')[1]!).getByText('Invitación enviada')).toBeTruthy();

    fireEvent.click(within(accionDe()).getByRole('button', { name: 'Quitar a ana@exportadora.demo del cliente' }));
    expect(await screen.findByText(/Ana Pérez \(ana@exportadora\.demo\) deja de tener roles en este cliente/)).toBeTruthy();
    expect(api.requests).toEqual([]);
    fireEvent.click(screen.getByTestId('cliente-usuario-quitar-confirmar'));
    await waitFor(() => expect(queryClient.getQueryData(clienteQueryOptions(40).queryKey)).toMatchObject({ usuarios: [] }));
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /v1/clientes/40/usuarios/7']);
  });

  it('without the permission to edit the client there is nothing to do with its users', () => {
    renderInLayout(<UsuariosTab cliente={cliente} onAgregar={agregar} />, { permisos: ['clientes.ver'] });
    expect(within(accionDe()).queryByRole('button')).toBeNull();
  });
});
