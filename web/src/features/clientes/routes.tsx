import type { RouteObject } from 'react-router-dom';
import { routeHandle } from '#web/components/DocumentTitle.tsx';

/** The clientes screens inside the main layout (composed by app/router.tsx). */
export const clientesRoutes: RouteObject[] = [
  {
    path: 'clientes',
    handle: routeHandle('routes.clientes', 'clientes.ver'),
    lazy: async () => ({ Component: (await import('./routes/ClientesPage.tsx')).ClientesPage }),
  },
  {
    // The editor draws its own trail: Clientes › Nuevo (spec 1 §2.4).
    path: 'clientes/nuevo',
    handle: { ...routeHandle('routes.clientesNuevo', 'clientes.editar'), migasPropias: true },
    lazy: async () => ({
      Component: (await import('./routes/ClienteEditorPage.tsx')).ClienteEditorPage,
    }),
  },
  {
    path: 'clientes/:id',
    handle: { ...routeHandle('routes.cliente', 'clientes.ver'), migasPropias: true },
    lazy: async () => ({
      Component: (await import('./routes/ClienteEditorPage.tsx')).ClienteEditorPage,
    }),
  },
  {
    path: 'clientes/saldos',
    handle: routeHandle('routes.clientesSaldos', 'clientes.ver'),
    lazy: async () => ({ Component: (await import('./routes/SaldosPage.tsx')).SaldosPage }),
  },
];
