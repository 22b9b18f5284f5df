import { Navigate, type RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/**
 * The security screen, and spec 3 §2.9's cotizador-seguridad-assist-cargo: the custody provider's
 * quoter, which in this portal is this same screen (each custody is quoted and hired for one
 * certificate here), so the old route lands on it.
 */
export const medidasSeguridadRoutes: RouteObject[] = [
  {
    path: 'medidas-seguridad',
    handle: routeHandle('routes.medidasSeguridad', 'seguridad.usar'),
    lazy: async () => ({ Component: (await import('./MedidasSeguridadPage.tsx')).MedidasSeguridadPage }),
  },
  { path: 'cotizador-seguridad-assist-cargo', element: <Navigate to="/medidas-seguridad" replace /> },
];
