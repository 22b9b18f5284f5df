import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { meFixture } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { AppLayout } from './AppLayout.tsx';

vi.mock('#web/lib/auth/cognito.ts', () => ({
  getCognitoIdToken: vi.fn(async () => undefined),
  cognitoSignOut: vi.fn(async () => undefined),
}));

const renderLayout = () => {
  const me = meFixture();
  const router = createMemoryRouter(
    [
      { path: '/', element: <AppLayout me={me} />, children: [{ path: 'dashboard', element: <p>contenido</p> }] },
      { path: '/auth/login', element: <p>login</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
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
    fireEvent.click(screen.getByTestId('company-selector'));
    fireEvent.click(await screen.findByTestId('company-option-20'));
    expect(window.localStorage.getItem('empresa')).toBe('20');
    await waitFor(() => expect(screen.getByTestId('header-company-name').textContent).toBe('Andes Logística SpA'));
    expect(screen.getByTestId('header-country').textContent).toContain('Chile');
    expect(spy).toHaveBeenCalled();
  });

  it('signs out with "Salir"', async () => {
    const { router } = renderLayout();
    window.sessionStorage.setItem('sso-token', 'abc');
    fireEvent.click(screen.getByTestId('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(window.sessionStorage.getItem('sso-token')).toBeNull();
  });
});
