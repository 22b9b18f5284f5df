import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '#web/components/DocumentTitle.tsx';

/** Spec 3 §2.9's test-embebido-flotantes, inside the layout: the embedding preview. */
export const embebidoRoutes: RouteObject[] = [
  {
    path: 'test-embebido-flotantes',
    handle: { titleKey: 'routes.testEmbebidoFlotantes', permiso: 'certificados.leer' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./TestEmbebidoPage.tsx')).TestEmbebidoPage }),
  },
];
