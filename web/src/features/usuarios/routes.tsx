import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/** The usuarios screens inside the main layout (composed by app/router.tsx). */
export const usuariosRoutes: RouteObject[] = [
  {
    path: 'usuarios',
    handle: routeHandle('routes.usuarios'),
    lazy: async () => ({ Component: (await import('./routes/UsuariosPage.tsx')).UsuariosPage }),
  },
];
