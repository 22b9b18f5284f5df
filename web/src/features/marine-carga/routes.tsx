import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/** The marine-carga screens inside the main layout (composed by app/router.tsx). */
export const marineCargaRoutes: RouteObject[] = [
  {
    // Spec 2 §2.5: the form draws its own trail (Marine carga, Transporte, Nuevo).
    path: 'marine-carga/transporte',
    handle: { ...routeHandle('routes.marineCargaTransporte', 'suscripcion.solicitar'), migasPropias: true },
    lazy: async () => ({
      Component: (await import('./nuevo/NuevaSolicitudPage.tsx')).NuevaSolicitudPage,
    }),
  },
  {
    path: 'marine-carga/solicitudes',
    handle: routeHandle('routes.marineCargaSolicitudes'),
    lazy: async () => ({
      Component: (await import('./lista/SolicitudesPage.tsx')).SolicitudesPage,
    }),
  },
  {
    path: 'marine-carga/solicitudes/:id',
    handle: { ...routeHandle('routes.marineCargaSolicitud'), migasPropias: true },
    lazy: async () => ({
      Component: (await import('./detalle/SolicitudDetallePage.tsx')).SolicitudDetallePage,
    }),
  },
];
