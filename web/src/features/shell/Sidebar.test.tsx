import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '#shared/contract/schemas/me.ts';
import { dismissError, errorStore } from '#web/lib/error-service.ts';
import { saveLayoutPresets, DEFAULT_PRESETS } from '#web/lib/layout-presets.ts';
import { setSsoToken } from '#web/lib/session.ts';
import { meFixture } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import type { AddModalProps, AddModalRegistry } from './add-modals.ts';
import { AppLayout } from './AppLayout.tsx';

vi.mock('#web/lib/auth/cognito.ts', () => ({
  getCognitoIdToken: vi.fn(async () => undefined),
  cognitoSignOut: vi.fn(async () => undefined),
}));

const FakeUsuarioModal = ({ opened, onClose }: AddModalProps) => (
  <Modal opened={opened} onClose={onClose} title="Nuevo usuario">
    <button onClick={onClose}>cerrar</button>
  </Modal>
);
const registry: AddModalRegistry = { usuario: FakeUsuarioModal, beneficiario: FakeUsuarioModal };

const PRODUCTOR = 10;
const ADMINISTRADOR = 20;

const renderAt = (path: string, empresaId: number, me: Me = meFixture()) => {
  window.localStorage.setItem('empresa', String(empresaId));
  const router = createMemoryRouter(
    [
      { path: '/', element: <AppLayout me={me} addModals={registry} />, children: [{ path: '*', element: <p>pantalla</p> }] },
      { path: '/error/403', element: <p>sin permiso</p> },
    ],
    { initialEntries: [path] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
};

/** Calls to the security link (the footer's version check also fetches). */
const enlaceCalls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/v1/seguridad/enlace').length;

const sidebar = () => within(screen.getByTestId('sidebar'));

afterEach(() => {
  vi.unstubAllGlobals();
  for (const e of errorStore.get()) dismissError(e.id);
});

describe('Sidebar (spec 1 §2.1)', () => {
  it('a producer sees production entries and none of the administration', () => {
    renderAt('/dashboard', PRODUCTOR);
    for (const key of ['dashboard', 'certificados', 'viajesEspecificos', 'contenedores', 'siniestros', 'beneficiarios']) {
      expect(sidebar().getByTestId(`nav-${key}`)).toBeTruthy();
    }
    for (const key of ['usuarios', 'emisores', 'declaracionesCompra', 'declaracionesVenta', 'maestros', 'polizas']) {
      expect(sidebar().queryByTestId(`nav-${key}`)).toBeNull();
    }
    expect(sidebar().getByText('Transporte flotante')).toBeTruthy();
    expect(sidebar().getByTestId('nav-certificados').getAttribute('href')).toBe('/certificados');
  });

  it('an administrator sees Usuarios, Emisores and the declarations', () => {
    renderAt('/dashboard', ADMINISTRADOR);
    expect(sidebar().getByTestId('nav-usuarios').textContent).toContain('Usuarios');
    expect(sidebar().getByTestId('nav-emisores').textContent).toContain('Emisores');
    expect(sidebar().getByTestId('nav-declaracionesCompra').textContent).toContain('Declaraciones de compra');
  });

  it('an add button with a route navigates to it', async () => {
    const { router } = renderAt('/dashboard', ADMINISTRADOR);
    const add = sidebar().getByTestId('nav-add-polizas');
    expect(add.getAttribute('href')).toBe('/polizas/nueva');
    fireEvent.click(add);
    await waitFor(() => expect(router.state.location.pathname).toBe('/polizas/nueva'));
  });

  it('an add button with a modal opens the registered modal, without navigating', async () => {
    const { router } = renderAt('/dashboard', ADMINISTRADOR);
    const add = sidebar().getByTestId('nav-add-usuarios');
    expect(add.tagName).toBe('BUTTON');
    fireEvent.click(add);
    expect(await screen.findByText('Nuevo usuario')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    fireEvent.click(screen.getByText('cerrar'));
    await waitFor(() => expect(screen.queryByText('Nuevo usuario')).toBeNull());
  });

  it('a producer has no add button where they can only view', () => {
    const me = meFixture();
    renderAt('/dashboard', PRODUCTOR, me);
    expect(sidebar().queryByTestId('nav-add-dashboard')).toBeNull();
    expect(sidebar().getByTestId('nav-add-beneficiarios').tagName).toBe('BUTTON');
  });

  it('highlights the entry of the current route', () => {
    renderAt('/certificados/nuevo', PRODUCTOR);
    expect(sidebar().getByTestId('nav-certificados').hasAttribute('data-active')).toBe(true);
    expect(sidebar().getByTestId('nav-dashboard').hasAttribute('data-active')).toBe(false);
  });

  it('a menu route without the permission redirects to /error/403', async () => {
    const { router } = renderAt('/emisores', PRODUCTOR);
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/403'));
  });

  it("the external security link opens in a new tab with the user's e-mail", async () => {
    setSsoToken('tok');
    const fetchMock = vi.fn(async () => Response.json({ url: 'https://custodia.example/ar?email={email}' }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/dashboard', PRODUCTOR);
    const link = await sidebar().findByTestId('nav-seguridad');
    expect(link.getAttribute('href')).toBe('https://custodia.example/ar?email=ana%40cargosur.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(enlaceCalls(fetchMock)).toBe(1);
  });

  it('a failed link load is silent: no entry, no error modal', async () => {
    setSsoToken('tok');
    const fetchMock = vi.fn(async () => Response.json({ message: 'Error interno' }, { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/dashboard', PRODUCTOR);
    await waitFor(() => expect(enlaceCalls(fetchMock)).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(sidebar().queryByTestId('nav-seguridad')).toBeNull();
    expect(errorStore.get()).toEqual([]);
  });

  it('the product companies get /medidas-seguridad without asking for the link', () => {
    const me = meFixture();
    me.empresas[0]!.empresa.configuracion = { seguridadPropia: true };
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/dashboard', PRODUCTOR, me);
    expect(sidebar().getByTestId('nav-seguridad').getAttribute('href')).toBe('/medidas-seguridad');
    expect(enlaceCalls(fetchMock)).toBe(0);
  });

  it("the company's sidebar background overrides the tenant's", () => {
    const me = meFixture();
    me.empresas[0]!.empresa.configuracion = { fondoSidebar: '#101010' };
    renderAt('/dashboard', PRODUCTOR, me);
    expect(screen.getByTestId('sidebar').closest('[data-sidebar-background]')?.getAttribute('data-sidebar-background')).toBe(
      '#101010',
    );
  });

  it('the viajeseguro tenant (specific trips only) shows only the specific-trip certificates and lands there', async () => {
    const me = meFixture('viajeseguro');
    window.localStorage.setItem('tenant', 'viajeseguro');
    const { router } = renderAt('/dashboard', ADMINISTRADOR, me);
    await waitFor(() => expect(router.state.location.pathname).toBe('/seguros/viajes-especificos/polizas'));
    const keys = Array.from(screen.getByTestId('sidebar').querySelectorAll('[data-testid^="nav-"]'))
      .map((e) => e.getAttribute('data-testid'))
      .filter((id) => id && !id.startsWith('nav-add-') && !id.startsWith('nav-group-'));
    expect(keys).toEqual(['nav-viajesEspecificos', 'nav-enAprobacion']);
    await router.navigate('/usuarios');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/403'));
  });

  it('header layouts move the menu to the header and honour the fluid container', async () => {
    saveLayoutPresets({ ...DEFAULT_PRESETS, layoutType: 'light-header', container: 'fluid' });
    renderAt('/dashboard', ADMINISTRADOR);
    expect(await screen.findByTestId('header-menu')).toBeTruthy();
    expect(screen.getByTestId('header-group-misDatos').textContent).toBe('Mis datos');
    expect(screen.getByTestId('main-container').hasAttribute('data-fluid')).toBe(true);
  });
});
