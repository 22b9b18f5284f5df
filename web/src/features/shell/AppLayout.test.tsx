import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import type { RouteHandle } from '#web/components/DocumentTitle.tsx';
import { DEFAULT_PRESETS, saveLayoutPresets } from '#web/lib/layout-presets.ts';
import { meFixture } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { AppLayout } from './AppLayout.tsx';

vi.mock('#web/lib/auth/cognito.ts', () => ({
  getCognitoIdToken: vi.fn(async () => undefined),
  cognitoSignOut: vi.fn(async () => undefined),
}));

const renderLayout = (tenantId = 'cargosur', handle: RouteHandle = { titleKey: 'routes.dashboard' }) => {
  window.localStorage.setItem('tenant', tenantId);
  const me = meFixture(tenantId);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <AppLayout me={me} />,
        children: [{ path: 'dashboard', handle, element: <p>contenido</p> }],
      },
      { path: '/auth/login', element: <p>login</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const tenant = findTenant(tenantId) as Tenant;
  return { ...renderWithProviders(<RouterProvider router={router} />, { tenant }), router };
};

describe('AppLayout', () => {
  it('shows the user, the company, the theme colour and the dashboard entry', () => {
    renderLayout();
    expect(screen.getByTestId('header-user-name').textContent).toBe('Ana Pérez');
    expect(screen.getByTestId('header-company-name').textContent).toBe('Transportes del Sur SA');
    expect(screen.getByTestId('app-header').getAttribute('data-primary-color')).toBe('#50CD89');
    expect(screen.getByTestId('header-country').textContent).toContain('Argentina');
    expect(within(screen.getByTestId('sidebar')).getByText('Dashboard')).toBeTruthy();
    expect(screen.getByTestId('app-version').textContent).toMatch(/^Versión /);
    expect(screen.getByText('contenido')).toBeTruthy();
  });

  it('switches company, stores it and refetches company-dependent queries', async () => {
    const { queryClient } = renderLayout();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    // The switch loads after the first paint; until then the header shows the company alone.
    expect(screen.queryByTestId('company-selector')).toBeNull();
    fireEvent.click(await screen.findByTestId('company-selector'));
    fireEvent.click(await screen.findByTestId('company-option-20'));
    expect(window.localStorage.getItem('empresa')).toBe('20');
    await waitFor(() => expect(screen.getByTestId('header-company-name').textContent).toBe('Andes Logística SpA'));
    expect(screen.getByTestId('header-country').textContent).toContain('Chile');
    expect(spy).toHaveBeenCalled();
  });

  it('opens with a skip link to the page, before the header and the sidebar, and names the sign-out button', () => {
    const { container } = renderLayout();
    const primero = container.querySelector('a, button, input, [tabindex]:not([tabindex="-1"])');
    expect(primero).toBe(screen.getByTestId('skip-link'));
    expect(primero?.textContent).toBe('Ir al contenido');
    const destino = document.getElementById(primero!.getAttribute('href')!.slice(1));
    expect(destino?.contains(screen.getByText('contenido'))).toBe(true);
    expect(destino?.getAttribute('tabindex')).toBe('-1');
    // On a phone the button shows only its icon: its name stays.
    expect(screen.getByTestId('logout').getAttribute('aria-label')).toBe('Salir');
  });

  it('signs out with "Salir"', async () => {
    const { router } = renderLayout();
    window.sessionStorage.setItem('sso-token', 'abc');
    fireEvent.click(screen.getByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(window.sessionStorage.getItem('sso-token')).toBeNull();
  });

  it('shows the toolbar with the page trail, and scroll-to-top once the page scrolled down', async () => {
    renderLayout();
    const crumbs = within(screen.getByTestId('toolbar')).getAllByTestId('toolbar-crumb');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Inicio', 'Dashboard']);
    expect(screen.queryByTestId('scroll-top')).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    fireEvent.scroll(window);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    fireEvent.click(await screen.findByTestId('scroll-top'));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('leaves the trail out on a page that draws its own breadcrumbs (the quote wizard)', () => {
    renderLayout('cargosur', { titleKey: 'routes.dashboard', migasPropias: true });
    expect(screen.getByText('contenido')).toBeTruthy();
    expect(screen.queryByTestId('toolbar')).toBeNull();
  });

  it('leaves the toolbar and scroll-to-top out when the presets turn them off', () => {
    saveLayoutPresets({ ...DEFAULT_PRESETS, toolbar: false, scrollTop: false });
    renderLayout();
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    fireEvent.scroll(window);
    expect(screen.queryByTestId('toolbar')).toBeNull();
    expect(screen.queryByTestId('scroll-top')).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('a pt-BR tenant reads the role, the menu and the support address in Portuguese', async () => {
    renderLayout('rotasul');
    expect(screen.getByTestId('header-role').textContent).toBe('Corretor');
    expect(within(screen.getByTestId('nav-group-marineCarga')).getByText('Carga marítima')).toBeTruthy();
    expect(screen.getByTestId('footer-mail').textContent).toBe('suporte@portaldecarga.com');
    expect(screen.getByTestId('footer-mail').getAttribute('href')).toBe('mailto:suporte@portaldecarga.com');
    fireEvent.click(await screen.findByTestId('company-selector'));
    expect((await screen.findByTestId('company-option-20')).textContent).toContain('Administrador');
  });
});
