import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/** The beneficiarios screens inside the main layout (composed by app/router.tsx). */
export const beneficiariosRoutes: RouteObject[] = [
  {
    path: 'beneficiarios',
    handle: routeHandle('routes.beneficiarios'),
    lazy: async () => ({
      Component: (await import('./routes/BeneficiariosPage.tsx')).BeneficiariosPage,
    }),
  },
];
