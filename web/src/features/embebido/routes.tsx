import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/** Spec 3 §2.9's test-embebido-flotantes, inside the layout: the embedding preview. */
export const embebidoRoutes: RouteObject[] = [
  {
    path: 'test-embebido-flotantes',
    handle: routeHandle('routes.testEmbebidoFlotantes', 'certificados.leer'),
    lazy: async () => ({ Component: (await import('./TestEmbebidoPage.tsx')).TestEmbebidoPage }),
  },
];
