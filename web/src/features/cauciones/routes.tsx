import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/**
 * The customs-bond screens inside the main layout (composed by app/router.tsx). The list and the
 * quotation request are menu routes, gated by the menu (permission and the tenant's `cauciones`
 * flag); the detail by its permission, and the API refuses a tenant without the flag.
 */
export const caucionesRoutes: RouteObject[] = [
  {
    path: 'cauciones-aduaneras',
    handle: routeHandle('routes.caucionesAduaneras'),
    lazy: async () => ({ Component: (await import('./lista/CaucionesPage.tsx')).CaucionesPage }),
  },
  {
    path: 'cauciones/aduaneras/cotizar',
    handle: { ...routeHandle('routes.caucionesAduanerasCotizar', 'cauciones.cotizar'), migasPropias: true },
    lazy: async () => ({ Component: (await import('./cotizar/CotizarCaucionPage.tsx')).CotizarCaucionPage }),
  },
  {
    path: 'cauciones-aduaneras/:id',
    handle: { ...routeHandle('routes.caucionAduanera', 'cauciones.ver'), migasPropias: true },
    lazy: async () => ({ Component: (await import('./detalle/CaucionDetallePage.tsx')).CaucionDetallePage }),
  },
];
