import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/** The dashboard screens inside the main layout (composed by app/router.tsx). */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: routeHandle('routes.dashboard'),
    lazy: async () => ({ Component: (await import('./DashboardPage.tsx')).DashboardPage }),
  },
];
