import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { TENANTS } from '#shared/tenants/tenants.ts';
import type { RouteHandle } from '#web/components/DocumentTitle.tsx';
import { FullPageLoader } from '#web/components/FullPageLoader.tsx';
import { RootRoute } from './routes/RootRoute.tsx';
import { RouteError } from './routes/RouteError.tsx';
import { RedirectTo, ResetTenant, TenantShortcut } from './routes/TenantRoutes.tsx';

const handle = (titleKey: string): RouteHandle => ({ titleKey });

const tokenEntry = async () => ({ Component: (await import('#web/features/auth/routes/TokenEntryPage.tsx')).TokenEntryPage });

/** The route table of spec 3 §2.9. Every screen is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    // Shown while the first lazy route of the page loads.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        path: 'auth',
        children: [
          { index: true, element: <RedirectTo to="/auth/login" /> },
          {
            path: 'login',
            handle: handle('routes.login'),
            lazy: async () => ({ Component: (await import('#web/features/auth/routes/LoginPage.tsx')).LoginPage }),
          },
        ],
      },
      { path: 'reset', element: <ResetTenant /> },
      ...TENANTS.map((t): RouteObject => ({ path: t.id, element: <TenantShortcut tenantId={t.id} /> })),
      { path: 'sso/auth', handle: handle('routes.sso'), lazy: tokenEntry },
      { path: 'embedded', handle: handle('routes.embedded'), lazy: tokenEntry },
      { path: 'embebed', handle: handle('routes.embedded'), lazy: tokenEntry },
      {
        path: 'error',
        children: [
          {
            path: '404',
            handle: handle('routes.notFound'),
            lazy: async () => ({ Component: (await import('#web/features/errors/NotFoundPage.tsx')).NotFoundPage }),
          },
          {
            path: 'acceso-denegado',
            handle: handle('routes.accessDenied'),
            lazy: async () => ({ Component: (await import('#web/features/errors/AccessDeniedPage.tsx')).AccessDeniedPage }),
          },
          { path: '*', element: <RedirectTo to="/error/404" /> },
        ],
      },
      {
        // Main layout: everything below needs a session.
        path: '',
        lazy: async () => ({ Component: (await import('#web/features/shell/ProtectedLayout.tsx')).ProtectedLayout }),
        children: [
          { index: true, element: <RedirectTo to="/dashboard" /> },
          {
            path: 'dashboard',
            handle: handle('routes.dashboard'),
            lazy: async () => ({ Component: (await import('#web/features/dashboard/DashboardPage.tsx')).DashboardPage }),
          },
          {
            path: 'support',
            handle: handle('routes.support'),
            lazy: async () => ({ Component: (await import('#web/features/support/SupportPage.tsx')).SupportPage }),
          },
        ],
      },
      { path: '*', element: <RedirectTo to="/error/404" /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
