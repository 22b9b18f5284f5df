import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '#web/lib/config.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { routes } from './router.tsx';

vi.mock('#web/lib/auth/cognito.ts', () => ({
  getCognitoIdToken: vi.fn(async () => undefined),
  cognitoSignOut: vi.fn(async () => undefined),
  signIn: vi.fn(),
  confirmNewPassword: vi.fn(),
  requestPasswordReset: vi.fn(),
  confirmPasswordReset: vi.fn(),
}));

const go = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
};

describe('routes (spec 3 §2.9)', () => {
  beforeEach(() => setConfig({ env: 'DEV' }));

  it('a tenant shortcut stores the tenant and goes to login', async () => {
    const router = go('/bancoandino');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(window.localStorage.getItem('tenant')).toBe('bancoandino');
  });

  it('/reset forgets the stored tenant', async () => {
    window.localStorage.setItem('tenant', 'rotasul');
    const router = go('/reset');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(window.localStorage.getItem('tenant')).toBeNull();
  });

  it("the annual create route '.../certificados/nuevo' is not the detail of a quote with id 'nuevo'", () => {
    const ruta = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
    expect(ruta('/seguros/flotantes/rating-anual/certificados/nuevo')).toBe('seguros/flotantes/rating-anual/certificados/nuevo');
    expect(ruta('/seguros/flotantes/rating-anual/certificados/12')).toBe('seguros/flotantes/rating-anual/certificados/:id');
  });

  it('an unknown route shows the Spanish 404 page', async () => {
    const router = go('/no/existe');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'));
    expect(await screen.findByText('No encontramos esta página')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('DEV - Cargo Sur Seguros - Página no encontrada'));
  });

  it("the 403 page says 'No tenés permiso para ver esta página'", async () => {
    go('/error/403');
    expect(await screen.findByText('No tenés permiso para ver esta página')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('DEV - Cargo Sur Seguros - Sin permiso'));
  });

  it('the layout without a session redirects to login', async () => {
    const router = go('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
    expect(await screen.findByTestId('login-email')).toBeTruthy();
  });

  it('/support opens without a session, in the public frame', async () => {
    const router = go('/support');
    expect(await screen.findByText('soporte@portaldecarga.com', { selector: 'a' })).toBeTruthy();
    expect(await screen.findByTestId('aviso-ayuda')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/support');
  });

  it('an embedded deep link is behind the token guard too: without token nor session, access denied (not the login)', async () => {
    const router = go('/embedded/viajes-especificos/polizas/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/acceso-denegado'));
  });

  it("an assertion the exchange refuses says why ('El enlace de acceso no es válido.'), not that a session expired", async () => {
    // The portal's exchange (POST /v1/publico/sso/sesion) answers a malformed assertion with its own message.
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () => new Response(JSON.stringify({ message: 'El enlace de acceso no es válido.' }), { status: 401 }),
      );
    try {
      const router = go('/embedded?token=basura');
      await waitFor(() => expect(router.state.location.pathname).toBe('/error/acceso-denegado'));
      expect(await screen.findByText('El enlace de acceso no es válido.')).toBeTruthy();
      expect(router.state.location.search).toBe('');
      const pedidos = fetchMock.mock.calls.map(([url]) => String(url));
      expect(pedidos.some((u) => u.endsWith('/v1/publico/sso/sesion'))).toBe(true);
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('embedded entry without token nor session denies access', async () => {
    const router = go('/embedded');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/acceso-denegado'));
    expect(await screen.findByText('Acceso denegado')).toBeTruthy();
  });
});
