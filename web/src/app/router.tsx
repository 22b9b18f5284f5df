import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { TENANTS } from '#shared/tenants/tenants.ts';
import { cargarResto } from '#web/lib/i18n.tsx';
import { currentTenant } from '#web/lib/tenant.ts';
import { routeHandle } from '#web/components/DocumentTitle.tsx';
import { FullPageLoader } from '#web/components/FullPageLoader.tsx';
import { beneficiariosRoutes } from '#web/features/beneficiarios/routes.tsx';
import { caucionesRoutes } from '#web/features/cauciones/routes.tsx';
import { certificadosRoutes } from '#web/features/certificados/routes.tsx';
import { clientesRoutes } from '#web/features/clientes/routes.tsx';
import { contenedoresRoutes } from '#web/features/contenedores/routes.tsx';
import { dashboardRoutes } from '#web/features/dashboard/routes.tsx';
import { declaracionesRoutes } from '#web/features/declaraciones/routes.tsx';
import { embarcacionesRoutes } from '#web/features/embarcaciones/routes.tsx';
import { emisoresRoutes } from '#web/features/emisores/routes.tsx';
import { maestrosRoutes } from '#web/features/maestros/routes.tsx';
import { marineCargaRoutes } from '#web/features/marine-carga/routes.tsx';
import { polizasRoutes } from '#web/features/polizas/routes.tsx';
import { ratingAnualRoutes } from '#web/features/rating-anual/routes.tsx';
import { settingsRoutes } from '#web/features/settings/routes.tsx';
import { siniestrosRoutes } from '#web/features/siniestros/routes.tsx';
import { usuariosRoutes } from '#web/features/usuarios/routes.tsx';
import { viajesEspecificosRoutes } from '#web/features/viajes-especificos/routes.tsx';
import { embebidoRoutes } from '#web/features/embebido/routes.tsx';
import { medidasSeguridadRoutes } from '#web/features/medidas-seguridad/routes.tsx';
import { desarrolladoresRoutes } from '#web/features/desarrolladores/routes.tsx';
import { ADD_MODALS } from './add-modals.tsx';
import { RootRoute } from './routes/RootRoute.tsx';
import { RouteError } from './routes/RouteError.tsx';
import { RedirectTo, ResetTenant, TenantShortcut } from './routes/TenantRoutes.tsx';

/** The query cache's provider, off the sign-in page's first load (decision 0176). */
const conConsultas = async () => ({ Component: (await import('./routes/ConConsultas.tsx')).ConConsultas });

const tokenGuard = async () => ({ Component: (await import('#web/features/auth/routes/TokenGuard.tsx')).TokenGuard });

/**
 * The embedded module below its token guard (spec 3 §2.9): bare /embedded goes on to the dashboard,
 * a deep link opens its screen inside the main layout once the guard has settled the session.
 */
const embeddedModule = (path: string): RouteObject => ({
  path,
  handle: routeHandle('routes.embedded'),
  lazy: tokenGuard,
  children: [
    { index: true, element: <RedirectTo to="/dashboard" /> },
    {
      lazy: async () => {
        const { ProtectedLayout } = await import('#web/features/shell/ProtectedLayout.tsx');
        return { Component: () => <ProtectedLayout addModals={ADD_MODALS} /> };
      },
      children: [
        {
          // The floating-transport certificates a partner's site frames (see /test-embebido-flotantes).
          path: 'certificados',
          handle: routeHandle('routes.certificados', 'certificados.leer'),
          lazy: async () => ({
            Component: (await import('#web/features/certificados/list/CertificadosPage.tsx')).CertificadosPage,
          }),
        },
        {
          // The embedded tenant's certificate detail (spec 3 §2.1).
          path: 'viajes-especificos/polizas/:id',
          handle: routeHandle('routes.viajesEspecificosDetalle', 'viajesEspecificos.consultar'),
          lazy: async () => ({
            Component: (await import('#web/features/viajes-especificos/detail/DetallePage.tsx')).DetallePage,
          }),
        },
      ],
    },
    { path: '*', element: <RedirectTo to="/error/404" /> },
  ],
});

/** The public claim notice's form and thank-you, below whichever path the visitor came in by. */
const avisoPasos = (): RouteObject[] => [
  {
    path: 'nueva',
    handle: routeHandle('routes.avisoSiniestro'),
    lazy: async () => ({
      Component: (await import('#web/features/aviso-siniestro/routes/NuevaDenunciaPage.tsx')).NuevaDenunciaPage,
    }),
  },
  {
    path: 'denunciado',
    handle: routeHandle('routes.avisoSiniestro'),
    lazy: async () => ({
      Component: (await import('#web/features/aviso-siniestro/routes/DenunciadoPage.tsx')).DenunciadoPage,
    }),
  },
];

const ingreso = async () => ({ Component: (await import('#web/features/auth/routes/LoginPage.tsx')).LoginPage });

const marcoPrincipal = async () => {
  const { ProtectedLayout } = await import('#web/features/shell/ProtectedLayout.tsx');
  // The app layer hands the shell the create modals of the menu's add buttons.
  return { Component: () => <ProtectedLayout addModals={ADD_MODALS} /> };
};

type Lazy = Exclude<RouteObject['lazy'], undefined>;

/** The routes of MODULOS_DE_LA_PRIMERA_CARGA (app/primeras-pantallas.ts): they show with the first part of the messages. */
const CON_LA_PRIMERA_PARTE = new Set<Lazy>([
  ingreso,
  conConsultas,
  marcoPrincipal,
  ...dashboardRoutes.flatMap((r) => r.lazy ?? []),
]);

/** Every other lazy route, as the table has it wrapped: it loads its chunk and the rest of the messages together. */
export const ESPERAN_EL_RESTO = new WeakSet<Lazy>();

const conElResto = (rutas: RouteObject[]): RouteObject[] =>
  rutas.map((r) => {
    const hijos = r.children ? { children: conElResto(r.children) } : {};
    if (typeof r.lazy !== 'function' || CON_LA_PRIMERA_PARTE.has(r.lazy)) return { ...r, ...hijos } as RouteObject;
    const cargar = r.lazy;
    const lazy = async () => (await Promise.all([cargar(), cargarResto(currentTenant().locale)]))[0];
    ESPERAN_EL_RESTO.add(lazy);
    return { ...r, ...hijos, lazy } as RouteObject;
  });

/** The route table of spec 3 §2.9. Every screen is its own lazy chunk. */
export const routes: RouteObject[] = conElResto([
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    // Shown while the first lazy route of the page loads.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        path: 'auth',
        children: [
          { index: true, element: <RedirectTo to="/auth/login" /> },
          {
            path: 'login',
            handle: routeHandle('routes.login'),
            lazy: ingreso,
          },
        ],
      },
      {
        // Every other screen reads the API through TanStack Query: the library comes with the first of them.
        lazy: conConsultas,
        children: [
          { path: 'reset', element: <ResetTenant /> },
          ...TENANTS.map((t): RouteObject => ({ path: t.id, element: <TenantShortcut tenantId={t.id} /> })),
          {
            path: 'sso/auth',
            handle: routeHandle('routes.sso'),
            lazy: tokenGuard,
            children: [{ index: true, element: <RedirectTo to="/dashboard" /> }],
          },
          embeddedModule('embedded'),
          embeddedModule('embebed'),
          {
            path: 'error',
            children: [
              {
                path: '404',
                handle: routeHandle('routes.notFound'),
                lazy: async () => ({ Component: (await import('#web/features/errors/NotFoundPage.tsx')).NotFoundPage }),
              },
              {
                path: '403',
                handle: routeHandle('routes.forbidden'),
                lazy: async () => ({ Component: (await import('#web/features/errors/ForbiddenPage.tsx')).ForbiddenPage }),
              },
              {
                path: 'acceso-denegado',
                handle: routeHandle('routes.accessDenied'),
                lazy: async () => ({ Component: (await import('#web/features/errors/AccessDeniedPage.tsx')).AccessDeniedPage }),
              },
              { path: '*', element: <RedirectTo to="/error/404" /> },
            ],
          },
          {
            // Public certificate verification (no login; tenant from the subdomain).
            path: 'verificar/:codigo?',
            handle: routeHandle('routes.verificar'),
            lazy: async () => ({
              Component: (await import('#web/features/viajes-especificos/verificacion/VerificacionPage.tsx')).VerificacionPage,
            }),
          },
          {
            // The boat-insurance checkout (spec 3 §2.8; no login): ?total=&nombre=&moneda=&id=.
            path: 'checkout',
            handle: routeHandle('routes.checkout'),
            lazy: async () => ({ Component: (await import('#web/features/checkout/CheckoutPage.tsx')).CheckoutPage }),
          },
          {
            // A coverage's conditions (no login): the page fetches a fresh presigned link and redirects to it.
            path: 'condiciones/:coberturaId',
            handle: routeHandle('routes.condiciones'),
            lazy: async () => ({
              Component: (await import('#web/features/viajes-especificos/condiciones/CondicionesPage.tsx')).CondicionesPage,
            }),
          },
          {
            // Alias of the public claim notice kept for links already handed out.
            path: 'aviso-siniestro',
            lazy: async () => ({ Component: (await import('#web/features/aviso-siniestro/routes/AvisoLayout.tsx')).AvisoLayout }),
            children: [
              {
                index: true,
                handle: routeHandle('routes.avisoSiniestro'),
                lazy: async () => ({
                  Component: (await import('#web/features/aviso-siniestro/routes/BuscarCertificadoPage.tsx'))
                    .BuscarCertificadoPage,
                }),
              },
              ...avisoPasos(),
            ],
          },
          {
            /**
             * The route table (spec 3 §2.9) puts the public claim notice (§2.7, no login) at
             * siniestros/denuncias, while §2.6 gives the same path to the internal new claim: a visitor
             * without a session gets the public notice ('' lookup, 'nueva' form, 'denunciado' thank-you) in
             * its own frame, a signed-in user the internal form inside the layout (gated by the menu like
             * every menu route: permission siniestros.denunciar).
             */
            path: 'siniestros/denuncias',
            lazy: async () => {
              const [{ ProtectedLayout }, { AvisoLayout }] = await Promise.all([
                import('#web/features/shell/ProtectedLayout.tsx'),
                import('#web/features/aviso-siniestro/routes/AvisoLayout.tsx'),
              ]);
              return { Component: () => <ProtectedLayout addModals={ADD_MODALS} guest={<AvisoLayout />} /> };
            },
            children: [
              {
                index: true,
                handle: routeHandle('routes.siniestrosDenuncias'),
                lazy: async () => ({
                  Component: (await import('#web/features/aviso-siniestro/routes/DenunciasEntrada.tsx')).DenunciasEntrada,
                }),
              },
              ...avisoPasos(),
            ],
          },
          {
            /**
             * Support is open to everyone (the public claim notice's help links here): signed-in users get it
             * inside the main layout, visitors in the public notice's frame instead of the login page.
             */
            path: 'support',
            lazy: async () => {
              const [{ ProtectedLayout }, { AvisoLayout }] = await Promise.all([
                import('#web/features/shell/ProtectedLayout.tsx'),
                import('#web/features/aviso-siniestro/routes/AvisoLayout.tsx'),
              ]);
              return { Component: () => <ProtectedLayout addModals={ADD_MODALS} guest={<AvisoLayout />} /> };
            },
            children: [
              {
                index: true,
                handle: routeHandle('routes.support'),
                lazy: async () => ({ Component: (await import('#web/features/support/SupportPage.tsx')).SupportPage }),
              },
            ],
          },
          {
            // Main layout: everything below needs a session.
            path: '',
            lazy: marcoPrincipal,
            children: [
              { index: true, element: <RedirectTo to="/dashboard" /> },
              ...dashboardRoutes,
              ...usuariosRoutes,
              ...maestrosRoutes,
              ...emisoresRoutes,
              ...beneficiariosRoutes,
              ...polizasRoutes,
              ...clientesRoutes,
              ...certificadosRoutes,
              ...declaracionesRoutes,
              ...contenedoresRoutes,
              ...settingsRoutes,
              ...viajesEspecificosRoutes,
              ...ratingAnualRoutes,
              ...marineCargaRoutes,
              ...medidasSeguridadRoutes,
              ...desarrolladoresRoutes,
              ...embarcacionesRoutes,
              ...embebidoRoutes,
              ...siniestrosRoutes,
              ...caucionesRoutes,
            ],
          },
          { path: '*', element: <RedirectTo to="/error/404" /> },
        ],
      },
    ],
  },
]);

export const createRouter = () => createBrowserRouter(routes);
