import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/** The emisores screens inside the main layout (composed by app/router.tsx). */
export const emisoresRoutes: RouteObject[] = [
  {
    path: 'emisores',
    handle: routeHandle('routes.emisores', 'emisores.ver'),
    lazy: async () => ({ Component: (await import('./routes/EmisoresPage.tsx')).EmisoresPage }),
  },
  {
    // Breadcrumb Emisores › Nuevo (spec 1 §2.3).
    path: 'emisores/nuevo',
    handle: routeHandle('routes.emisorNuevo', 'emisores.crear'),
    lazy: async () => ({ Component: (await import('./routes/EmisorPage.tsx')).EmisorPage }),
  },
  {
    // Breadcrumb Emisores › Editar.
    path: 'emisores/:idEmisor',
    handle: routeHandle('routes.emisorEditar', 'emisores.ver'),
    lazy: async () => ({ Component: (await import('./routes/EmisorPage.tsx')).EmisorPage }),
  },
];
