import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/** The settings screens inside the main layout (composed by app/router.tsx). */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    handle: routeHandle('routes.settings'),
    lazy: async () => ({ Component: (await import('./SettingsPage.tsx')).SettingsPage }),
  },
];
