import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';
import { EMBARCACIONES_PATH, NUEVA_EMBARCACION_PATH } from './rutas.ts';

const sinBarra = (path: string) => path.replace(/^\//, '');

/** The pleasure-boat screens inside the main layout (composed by app/router.tsx): the policies grid and the producer's new quote. */
export const embarcacionesRoutes: RouteObject[] = [
  {
    path: sinBarra(EMBARCACIONES_PATH),
    handle: routeHandle('routes.certificadosEmbarcaciones', 'certificados.leer'),
    lazy: async () => ({ Component: (await import('./EmbarcacionesPage.tsx')).EmbarcacionesPage }),
  },
  {
    path: sinBarra(NUEVA_EMBARCACION_PATH),
    handle: routeHandle('routes.certificadosEmbarcacionesNueva', 'certificados.cotizar'),
    lazy: async () => ({ Component: (await import('./NuevaEmbarcacionPage.tsx')).NuevaEmbarcacionPage }),
  },
];
