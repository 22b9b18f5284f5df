import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/** The maestros screens inside the main layout (composed by app/router.tsx). */
export const maestrosRoutes: RouteObject[] = [
  {
    path: 'maestros',
    handle: routeHandle('routes.maestros', 'maestros.ver'),
    lazy: async () => ({ Component: (await import('./routes/MaestrosPage.tsx')).MaestrosPage }),
  },
];
