import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/** The polizas screens inside the main layout (composed by app/router.tsx). */
export const polizasRoutes: RouteObject[] = [
  {
    path: 'polizas',
    handle: routeHandle('routes.polizas'),
    lazy: async () => ({ Component: (await import('./routes/PolizasPage.tsx')).PolizasPage }),
  },
  {
    path: 'polizas/nueva',
    handle: routeHandle('routes.polizasNueva'),
    lazy: async () => ({
      Component: (await import('./routes/PolizaEditorPage.tsx')).PolizaEditorPage,
    }),
  },
  {
    path: 'polizas/:id',
    handle: routeHandle('routes.poliza', 'polizas.ver'),
    lazy: async () => ({
      Component: (await import('./routes/PolizaEditorPage.tsx')).PolizaEditorPage,
    }),
  },
];
