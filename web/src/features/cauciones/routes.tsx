import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '#web/components/DocumentTitle.tsx';

/**
 * The customs-bond routes (the menu's "Cauciones aduaneras"): the list and the quotation request are
 * menu routes, gated by the menu (permission and the tenant's `cauciones` flag); the detail by its
 * permission, and the API refuses a tenant without the flag.
 */
export const caucionesRoutes: RouteObject[] = [
  {
    path: 'cauciones-aduaneras',
    handle: { titleKey: 'routes.caucionesAduaneras' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./lista/CaucionesPage.tsx')).CaucionesPage }),
  },
  {
    path: 'cauciones/aduaneras/cotizar',
    handle: {
      titleKey: 'routes.caucionesAduanerasCotizar',
      permiso: 'cauciones.cotizar',
      migasPropias: true,
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./cotizar/CotizarCaucionPage.tsx')).CotizarCaucionPage }),
  },
  {
    path: 'cauciones-aduaneras/:id',
    handle: { titleKey: 'routes.caucionAduanera', permiso: 'cauciones.ver', migasPropias: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./detalle/CaucionDetallePage.tsx')).CaucionDetallePage }),
  },
];
