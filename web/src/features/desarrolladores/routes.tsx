import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/** /desarrolladores (issue 30): the API's reference and the partner company's integration. */
export const desarrolladoresRoutes: RouteObject[] = [
  {
    path: 'desarrolladores',
    handle: routeHandle('routes.desarrolladores', 'integraciones.gestionar'),
    lazy: async () => ({ Component: (await import('./DesarrolladoresPage.tsx')).DesarrolladoresPage }),
  },
];
