import type { RouteObject } from 'react-router-dom';
import { routeHandle, type RouteHandle } from '#web/components/DocumentTitle.tsx';

/** The quote wizard's routes: they need the quote permission and show their own breadcrumbs (spec 3 §2.2). */
const wizardHandle = (titleKey: string): RouteHandle => ({
  ...routeHandle(titleKey, 'viajesEspecificos.cotizar'),
  migasPropias: true,
});

/** The viajes-especificos screens inside the main layout (composed by app/router.tsx). */
export const viajesEspecificosRoutes: RouteObject[] = [
  {
    path: 'seguros/viajes-especificos/polizas/cotizador',
    handle: wizardHandle('routes.segurosViajesEspecificosPolizasCotizador'),
    lazy: async () => ({
      Component: (await import('./wizard/WizardPage.tsx')).CotizadorPage,
    }),
  },
  {
    path: 'seguros/viajes-especificos/polizas/:id/editar',
    handle: wizardHandle('routes.viajesEspecificosEditar'),
    lazy: async () => ({
      Component: (await import('./wizard/WizardPage.tsx')).EditarCotizacionPage,
    }),
  },
  {
    path: 'seguros/viajes-especificos/polizas/:id/clonar',
    handle: wizardHandle('routes.viajesEspecificosClonar'),
    lazy: async () => ({
      Component: (await import('./wizard/WizardPage.tsx')).ClonarCotizacionPage,
    }),
  },
  {
    path: 'seguros/viajes-especificos/polizas/:id/emitir',
    handle: wizardHandle('routes.viajesEspecificosEmitir'),
    lazy: async () => ({
      Component: (await import('./wizard/WizardPage.tsx')).EmitirCotizacionPage,
    }),
  },
  {
    path: 'seguros/viajes-especificos/polizas',
    handle: routeHandle('routes.segurosViajesEspecificosPolizas'),
    lazy: async () => ({
      Component: (await import('./list/PolizasPage.tsx')).PolizasPage,
    }),
  },
  {
    path: 'seguros/viajes-especificos/polizas/:id',
    handle: routeHandle('routes.viajesEspecificosDetalle', 'viajesEspecificos.consultar'),
    lazy: async () => ({
      Component: (await import('./detail/DetallePage.tsx')).DetallePage,
    }),
  },
  {
    path: 'seguros/viajes-especificos/aprobaciones',
    handle: routeHandle('routes.segurosViajesEspecificosAprobaciones'),
    lazy: async () => ({
      Component: (await import('./aprobaciones/AprobacionesPage.tsx')).AprobacionesPage,
    }),
  },
];
