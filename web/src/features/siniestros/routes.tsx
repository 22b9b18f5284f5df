import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/** The siniestros screens inside the main layout (composed by app/router.tsx). */
export const siniestrosRoutes: RouteObject[] = [
  {
    // Claims list ('Denuncias' tab) and detail tabs; /siniestros/:id opens one (spec 3 §2.6).
    path: 'siniestros',
    handle: routeHandle('routes.siniestros'),
    lazy: async () => ({
      Component: (await import('./routes/SiniestrosPage.tsx')).SiniestrosPage,
    }),
  },
  {
    path: 'siniestros/:id',
    handle: routeHandle('routes.siniestro', 'siniestros.consultar'),
    lazy: async () => ({
      Component: (await import('./routes/SiniestrosPage.tsx')).SiniestrosPage,
    }),
  },
];
