import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/** The declaraciones screens inside the main layout (composed by app/router.tsx). */
export const declaracionesRoutes: RouteObject[] = [
  {
    path: 'declaraciones/partners',
    handle: routeHandle('routes.declaracionesPartners', 'declaracionesVenta.consultar'),
    lazy: async () => ({
      Component: (await import('./routes/DeclaracionesPage.tsx')).DeclaracionesVentaPage,
    }),
  },
  {
    path: 'declaraciones/aseguradoras',
    handle: routeHandle('routes.declaracionesAseguradoras', 'declaracionesCompra.consultar'),
    lazy: async () => ({
      Component: (await import('./routes/DeclaracionesPage.tsx')).DeclaracionesTecnicasPage,
    }),
  },
];
