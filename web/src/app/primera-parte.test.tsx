import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import esAR from '#shared/i18n/es-AR.json';
import primera from 'virtual:mensajes/es-AR/primera';
import primeira from 'virtual:mensajes/pt-BR/primera';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { DashboardPage } from '#web/features/dashboard/DashboardPage.tsx';
import { LoginPage } from '#web/features/auth/routes/LoginPage.tsx';
import { AppLayout } from '#web/features/shell/AppLayout.tsx';
import { stubApi } from '#web/test/api-mock.ts';
import { meFixture } from '#web/test/fixtures.ts';
import { renderInLayout } from '#web/test/layout.tsx';
import { renderWithProviders } from '#web/test/render.tsx';

vi.mock('#web/lib/auth/cognito.ts', () => ({
  getCognitoIdToken: vi.fn(async () => undefined),
  cognitoSignOut: vi.fn(async () => undefined),
}));
vi.mock('#web/lib/auth/token.ts', () => ({ getIdToken: async () => 'tok', signOutEverywhere: async () => {} }));

/** A key shown as itself: its text was not in the messages the screen had. */
const clavesALaVista = () => Object.keys(esAR).filter((k) => document.body.innerHTML.includes(k));

describe('the screens that show with the first part of the messages alone (record 0186)', () => {
  it('sign-in', async () => {
    const router = createMemoryRouter(
      [
        { path: '/auth/login', element: <LoginPage /> },
        { path: '/dashboard', element: <p>tablero</p> },
      ],
      { initialEntries: ['/auth/login'] },
    );
    renderWithProviders(<RouterProvider router={router} />, { messages: primera });
    await screen.findByTestId('login-submit');
    expect(clavesALaVista()).toEqual([]);
  });

  it.each([
    ['cargosur', primera],
    ['rotasul', primeira],
  ])('the signed-in shell of %s', async (tenantId, mensajes) => {
    window.localStorage.setItem('tenant', tenantId);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <AppLayout me={meFixture(tenantId)} />,
          children: [{ path: 'dashboard', handle: { titleKey: 'routes.dashboard' }, element: <p>contenido</p> }],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    renderWithProviders(<RouterProvider router={router} />, { tenant: findTenant(tenantId) as Tenant, messages: mensajes });
    await screen.findByText('contenido');
    expect(clavesALaVista()).toEqual([]);
    window.localStorage.clear();
  });

  it('the dashboard with its figures', async () => {
    stubApi((req) =>
      req.path === '/v1/dashboard'
        ? {
            body: {
              usuarios: 3,
              clientes: 4,
              certificados: { cotizados: 1, enAprobacion: 2, emitidos: 3, premioEmitidoUsd: 10 },
              flotantes: { cotizados: 1, enAprobacion: 0, emitidos: 2, primaEmitida: [] },
              siniestros: { abiertos: 1, montoReclamadoUsd: 100 },
              declaraciones: null,
            },
          }
        : undefined,
    );
    renderInLayout(<DashboardPage />, { permisos: ['dashboard.ver'], path: '/dashboard', messages: primera });
    await waitFor(() => expect(document.body.textContent).toContain('Siniestros'));
    expect(clavesALaVista()).toEqual([]);
  });
});
