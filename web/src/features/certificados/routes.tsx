import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/** The certificados screens inside the main layout (composed by app/router.tsx). */
export const certificadosRoutes: RouteObject[] = [
  {
    path: 'certificados',
    handle: routeHandle('routes.certificados', 'certificados.leer'),
    lazy: async () => ({
      Component: (await import('./list/CertificadosPage.tsx')).CertificadosPage,
    }),
  },
  {
    path: 'certificados/nuevo',
    handle: routeHandle('routes.certificadosNuevo', 'certificados.cotizar'),
    lazy: async () => ({
      Component: (await import('./nuevo/NuevoCertificadoPage.tsx')).NuevoCertificadoPage,
    }),
  },
  {
    path: 'certificados/detalle/:id',
    handle: routeHandle('routes.certificadosDetalle', 'certificados.leer'),
    lazy: async () => ({
      Component: (await import('./detalle/DetalleCargaPage.tsx')).DetalleCargaPage,
    }),
  },
];
