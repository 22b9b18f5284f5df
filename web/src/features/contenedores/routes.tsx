import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/** The contenedores screens inside the main layout (composed by app/router.tsx). */
export const contenedoresRoutes: RouteObject[] = [
  {
    path: 'contenedores',
    handle: routeHandle('routes.contenedores', 'contenedores.ver'),
    lazy: async () => ({
      Component: (await import('./list/ContenedoresPage.tsx')).ContenedoresPage,
    }),
  },
  {
    path: 'contenedores/certificados/nuevo',
    handle: routeHandle('routes.contenedoresCertificadosNuevo', 'contenedores.cotizar'),
    lazy: async () => ({
      Component: (await import('./nuevo/NuevoContenedoresPage.tsx')).NuevoContenedoresPage,
    }),
  },
  {
    path: 'contenedores/certificados/:id',
    handle: routeHandle('routes.contenedoresCertificadosDetalle', 'contenedores.ver'),
    lazy: async () => ({
      Component: (await import('./detalle/DetalleContenedoresPage.tsx')).DetalleContenedoresPage,
    }),
  },
];
