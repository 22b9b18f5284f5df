import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Permission } from '#shared/auth/permissions.ts';
import { TENANTS } from '#shared/tenants/tenants.ts';
import type { RouteHandle } from '#web/components/DocumentTitle.tsx';
import { FullPageLoader } from '#web/components/FullPageLoader.tsx';
import { embebidoRoutes } from '#web/features/embebido/routes.tsx';
import { medidasSeguridadRoutes } from '#web/features/medidas-seguridad/routes.tsx';
import { ADD_MODALS } from './add-modals.tsx';
import { comingSoonRoutes } from './menu-routes.tsx';
import { RootRoute } from './routes/RootRoute.tsx';
import { RouteError } from './routes/RouteError.tsx';
import { RedirectTo, ResetTenant, TenantShortcut } from './routes/TenantRoutes.tsx';

const handle = (titleKey: string, permiso?: Permission): RouteHandle => ({ titleKey, ...(permiso ? { permiso } : {}) });

/** The quote wizard's routes: they need the quote permission and show their own breadcrumbs (spec 3 §2.2). */
const wizardHandle = (titleKey: string): RouteHandle => ({
  ...handle(titleKey, 'viajesEspecificos.cotizar'),
  migasPropias: true,
});

const tokenGuard = async () => ({ Component: (await import('#web/features/auth/routes/TokenGuard.tsx')).TokenGuard });

/**
 * The embedded module below its token guard (spec 3 §2.9): bare /embedded goes on to the dashboard,
 * a deep link opens its screen inside the main layout once the guard has settled the session.
 */
const embeddedModule = (path: string): RouteObject => ({
  path,
  handle: handle('routes.embedded'),
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
          handle: handle('routes.certificados', 'certificados.leer'),
          lazy: async () => ({
            Component: (await import('#web/features/certificados/list/CertificadosPage.tsx')).CertificadosPage,
          }),
        },
        {
          // The embedded tenant's certificate detail (spec 3 §2.1).
          path: 'viajes-especificos/polizas/:id',
          handle: handle('routes.viajesEspecificosDetalle', 'viajesEspecificos.consultar'),
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
    handle: handle('routes.avisoSiniestro'),
    lazy: async () => ({
      Component: (await import('#web/features/aviso-siniestro/routes/NuevaDenunciaPage.tsx')).NuevaDenunciaPage,
    }),
  },
  {
    path: 'denunciado',
    handle: handle('routes.avisoSiniestro'),
    lazy: async () => ({
      Component: (await import('#web/features/aviso-siniestro/routes/DenunciadoPage.tsx')).DenunciadoPage,
    }),
  },
];

/** The route table of spec 3 §2.9. Every screen is its own lazy chunk. */
export const routes: RouteObject[] = [
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
            handle: handle('routes.login'),
            lazy: async () => ({ Component: (await import('#web/features/auth/routes/LoginPage.tsx')).LoginPage }),
          },
        ],
      },
      { path: 'reset', element: <ResetTenant /> },
      ...TENANTS.map((t): RouteObject => ({ path: t.id, element: <TenantShortcut tenantId={t.id} /> })),
      {
        path: 'sso/auth',
        handle: handle('routes.sso'),
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
            handle: handle('routes.notFound'),
            lazy: async () => ({ Component: (await import('#web/features/errors/NotFoundPage.tsx')).NotFoundPage }),
          },
          {
            path: '403',
            handle: handle('routes.forbidden'),
            lazy: async () => ({ Component: (await import('#web/features/errors/ForbiddenPage.tsx')).ForbiddenPage }),
          },
          {
            path: 'acceso-denegado',
            handle: handle('routes.accessDenied'),
            lazy: async () => ({ Component: (await import('#web/features/errors/AccessDeniedPage.tsx')).AccessDeniedPage }),
          },
          { path: '*', element: <RedirectTo to="/error/404" /> },
        ],
      },
      {
        // Public certificate verification (no login; tenant from the subdomain).
        path: 'verificar/:codigo?',
        handle: handle('routes.verificar'),
        lazy: async () => ({
          Component: (await import('#web/features/viajes-especificos/verificacion/VerificacionPage.tsx')).VerificacionPage,
        }),
      },
      {
        // The boat-insurance checkout (spec 3 §2.8; no login): ?total=&nombre=&moneda=&id=.
        path: 'checkout',
        handle: handle('routes.checkout'),
        lazy: async () => ({ Component: (await import('#web/features/checkout/CheckoutPage.tsx')).CheckoutPage }),
      },
      {
        // A coverage's conditions (no login): the page fetches a fresh presigned link and redirects to it.
        path: 'condiciones/:coberturaId',
        handle: handle('routes.condiciones'),
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
            handle: handle('routes.avisoSiniestro'),
            lazy: async () => ({
              Component: (await import('#web/features/aviso-siniestro/routes/BuscarCertificadoPage.tsx')).BuscarCertificadoPage,
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
            handle: handle('routes.siniestrosDenuncias'),
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
            handle: handle('routes.support'),
            lazy: async () => ({ Component: (await import('#web/features/support/SupportPage.tsx')).SupportPage }),
          },
        ],
      },
      {
        // Main layout: everything below needs a session.
        path: '',
        lazy: async () => {
          const { ProtectedLayout } = await import('#web/features/shell/ProtectedLayout.tsx');
          // The app layer hands the shell the create modals of the menu's add buttons.
          return { Component: () => <ProtectedLayout addModals={ADD_MODALS} /> };
        },
        children: [
          { index: true, element: <RedirectTo to="/dashboard" /> },
          {
            path: 'dashboard',
            handle: handle('routes.dashboard'),
            lazy: async () => ({ Component: (await import('#web/features/dashboard/DashboardPage.tsx')).DashboardPage }),
          },
          {
            path: 'usuarios',
            handle: handle('routes.usuarios'),
            lazy: async () => ({ Component: (await import('#web/features/usuarios/routes/UsuariosPage.tsx')).UsuariosPage }),
          },
          {
            path: 'maestros',
            handle: handle('routes.maestros', 'maestros.ver'),
            lazy: async () => ({ Component: (await import('#web/features/maestros/routes/MaestrosPage.tsx')).MaestrosPage }),
          },
          {
            path: 'emisores',
            handle: handle('routes.emisores', 'emisores.ver'),
            lazy: async () => ({ Component: (await import('#web/features/emisores/routes/EmisoresPage.tsx')).EmisoresPage }),
          },
          {
            // Breadcrumb Emisores › Nuevo (spec 1 §2.3).
            path: 'emisores/nuevo',
            handle: handle('routes.emisorNuevo', 'emisores.crear'),
            lazy: async () => ({ Component: (await import('#web/features/emisores/routes/EmisorPage.tsx')).EmisorPage }),
          },
          {
            // Breadcrumb Emisores › Editar.
            path: 'emisores/:idEmisor',
            handle: handle('routes.emisorEditar', 'emisores.ver'),
            lazy: async () => ({ Component: (await import('#web/features/emisores/routes/EmisorPage.tsx')).EmisorPage }),
          },
          {
            path: 'beneficiarios',
            handle: handle('routes.beneficiarios'),
            lazy: async () => ({
              Component: (await import('#web/features/beneficiarios/routes/BeneficiariosPage.tsx')).BeneficiariosPage,
            }),
          },
          {
            path: 'polizas',
            handle: handle('routes.polizas'),
            lazy: async () => ({ Component: (await import('#web/features/polizas/routes/PolizasPage.tsx')).PolizasPage }),
          },
          {
            path: 'polizas/nueva',
            handle: handle('routes.polizasNueva'),
            lazy: async () => ({
              Component: (await import('#web/features/polizas/routes/PolizaEditorPage.tsx')).PolizaEditorPage,
            }),
          },
          {
            path: 'polizas/:id',
            handle: handle('routes.poliza', 'polizas.ver'),
            lazy: async () => ({
              Component: (await import('#web/features/polizas/routes/PolizaEditorPage.tsx')).PolizaEditorPage,
            }),
          },
          {
            path: 'clientes',
            handle: handle('routes.clientes', 'clientes.ver'),
            lazy: async () => ({ Component: (await import('#web/features/clientes/routes/ClientesPage.tsx')).ClientesPage }),
          },
          {
            // The editor draws its own trail: Clientes › Nuevo (spec 1 §2.4).
            path: 'clientes/nuevo',
            handle: { ...handle('routes.clientesNuevo', 'clientes.editar'), migasPropias: true },
            lazy: async () => ({
              Component: (await import('#web/features/clientes/routes/ClienteEditorPage.tsx')).ClienteEditorPage,
            }),
          },
          {
            path: 'clientes/:id',
            handle: { ...handle('routes.cliente', 'clientes.ver'), migasPropias: true },
            lazy: async () => ({
              Component: (await import('#web/features/clientes/routes/ClienteEditorPage.tsx')).ClienteEditorPage,
            }),
          },
          {
            path: 'certificados',
            handle: handle('routes.certificados', 'certificados.leer'),
            lazy: async () => ({
              Component: (await import('#web/features/certificados/list/CertificadosPage.tsx')).CertificadosPage,
            }),
          },
          {
            path: 'certificados/nuevo',
            handle: handle('routes.certificadosNuevo', 'certificados.cotizar'),
            lazy: async () => ({
              Component: (await import('#web/features/certificados/nuevo/NuevoCertificadoPage.tsx')).NuevoCertificadoPage,
            }),
          },
          {
            path: 'certificados/detalle/:id',
            handle: handle('routes.certificadosDetalle', 'certificados.leer'),
            lazy: async () => ({
              Component: (await import('#web/features/certificados/detalle/DetalleCargaPage.tsx')).DetalleCargaPage,
            }),
          },
          {
            path: 'declaraciones/partners',
            handle: handle('routes.declaracionesPartners', 'declaracionesVenta.consultar'),
            lazy: async () => ({
              Component: (await import('#web/features/declaraciones/routes/DeclaracionesPage.tsx')).DeclaracionesVentaPage,
            }),
          },
          {
            path: 'declaraciones/aseguradoras',
            handle: handle('routes.declaracionesAseguradoras', 'declaracionesCompra.consultar'),
            lazy: async () => ({
              Component: (await import('#web/features/declaraciones/routes/DeclaracionesPage.tsx')).DeclaracionesTecnicasPage,
            }),
          },
          {
            path: 'clientes/saldos',
            handle: handle('routes.clientesSaldos', 'clientes.ver'),
            lazy: async () => ({ Component: (await import('#web/features/clientes/routes/SaldosPage.tsx')).SaldosPage }),
          },
          {
            path: 'contenedores',
            handle: handle('routes.contenedores', 'contenedores.ver'),
            lazy: async () => ({
              Component: (await import('#web/features/contenedores/list/ContenedoresPage.tsx')).ContenedoresPage,
            }),
          },
          {
            path: 'contenedores/certificados/nuevo',
            handle: handle('routes.contenedoresCertificadosNuevo', 'contenedores.cotizar'),
            lazy: async () => ({
              Component: (await import('#web/features/contenedores/nuevo/NuevoContenedoresPage.tsx')).NuevoContenedoresPage,
            }),
          },
          {
            path: 'contenedores/certificados/:id',
            handle: handle('routes.contenedoresCertificadosDetalle', 'contenedores.ver'),
            lazy: async () => ({
              Component: (await import('#web/features/contenedores/detalle/DetalleContenedoresPage.tsx')).DetalleContenedoresPage,
            }),
          },
          {
            path: 'settings',
            handle: handle('routes.settings'),
            lazy: async () => ({ Component: (await import('#web/features/settings/SettingsPage.tsx')).SettingsPage }),
          },
          {
            path: 'seguros/viajes-especificos/polizas/cotizador',
            handle: wizardHandle('routes.segurosViajesEspecificosPolizasCotizador'),
            lazy: async () => ({
              Component: (await import('#web/features/viajes-especificos/wizard/WizardPage.tsx')).CotizadorPage,
            }),
          },
          {
            path: 'seguros/viajes-especificos/polizas/:id/editar',
            handle: wizardHandle('routes.viajesEspecificosEditar'),
            lazy: async () => ({
              Component: (await import('#web/features/viajes-especificos/wizard/WizardPage.tsx')).EditarCotizacionPage,
            }),
          },
          {
            path: 'seguros/viajes-especificos/polizas/:id/clonar',
            handle: wizardHandle('routes.viajesEspecificosClonar'),
            lazy: async () => ({
              Component: (await import('#web/features/viajes-especificos/wizard/WizardPage.tsx')).ClonarCotizacionPage,
            }),
          },
          {
            path: 'seguros/viajes-especificos/polizas/:id/emitir',
            handle: wizardHandle('routes.viajesEspecificosEmitir'),
            lazy: async () => ({
              Component: (await import('#web/features/viajes-especificos/wizard/WizardPage.tsx')).EmitirCotizacionPage,
            }),
          },
          {
            path: 'seguros/viajes-especificos/polizas',
            handle: handle('routes.segurosViajesEspecificosPolizas'),
            lazy: async () => ({
              Component: (await import('#web/features/viajes-especificos/list/PolizasPage.tsx')).PolizasPage,
            }),
          },
          {
            path: 'seguros/viajes-especificos/polizas/:id',
            handle: handle('routes.viajesEspecificosDetalle', 'viajesEspecificos.consultar'),
            lazy: async () => ({
              Component: (await import('#web/features/viajes-especificos/detail/DetallePage.tsx')).DetallePage,
            }),
          },
          {
            path: 'seguros/viajes-especificos/aprobaciones',
            handle: handle('routes.segurosViajesEspecificosAprobaciones'),
            lazy: async () => ({
              Component: (await import('#web/features/viajes-especificos/aprobaciones/AprobacionesPage.tsx')).AprobacionesPage,
            }),
          },
          {
            path: 'seguros/flotantes/rating-anual/certificados',
            handle: handle('routes.segurosFlotantesRatingAnualCertificados', 'certificados.leer'),
            lazy: async () => ({
              Component: (await import('#web/features/rating-anual/list/RatingAnualPage.tsx')).RatingAnualPage,
            }),
          },
          {
            // Spec 2 §2.6: the quoter and the detail draw their own trail (Seguros › Rating anual › ...).
            path: 'seguros/flotantes/rating-anual/certificados/cotizador',
            handle: {
              ...handle('routes.segurosFlotantesRatingAnualCertificadosCotizador', 'ratingAnual.cotizar'),
              migasPropias: true,
            },
            lazy: async () => ({
              Component: (await import('#web/features/rating-anual/cotizador/CotizadorAnualPage.tsx')).CotizadorAnualPage,
            }),
          },
          {
            // Spec 1 §2.1 names .../nuevo as the annual create route: the quoter, never a detail whose id is 'nuevo'.
            path: 'seguros/flotantes/rating-anual/certificados/nuevo',
            handle: handle('routes.segurosFlotantesRatingAnualCertificadosCotizador', 'ratingAnual.cotizar'),
            element: <RedirectTo to="/seguros/flotantes/rating-anual/certificados/cotizador" />,
          },
          {
            path: 'seguros/flotantes/rating-anual/certificados/:id',
            handle: { ...handle('routes.ratingAnualDetalle', 'certificados.leer'), migasPropias: true },
            lazy: async () => ({
              Component: (await import('#web/features/rating-anual/detalle/DetalleAnualPage.tsx')).DetalleAnualPage,
            }),
          },
          {
            // Spec 2 §2.5: the form draws its own trail (Marine carga, Transporte, Nuevo).
            path: 'marine-carga/transporte',
            handle: { ...handle('routes.marineCargaTransporte', 'suscripcion.solicitar'), migasPropias: true },
            lazy: async () => ({
              Component: (await import('#web/features/marine-carga/nuevo/NuevaSolicitudPage.tsx')).NuevaSolicitudPage,
            }),
          },
          {
            path: 'marine-carga/solicitudes',
            handle: handle('routes.marineCargaSolicitudes'),
            lazy: async () => ({
              Component: (await import('#web/features/marine-carga/lista/SolicitudesPage.tsx')).SolicitudesPage,
            }),
          },
          ...medidasSeguridadRoutes,
          ...embebidoRoutes,
          {
            path: 'marine-carga/solicitudes/:id',
            handle: { ...handle('routes.marineCargaSolicitud'), migasPropias: true },
            lazy: async () => ({
              Component: (await import('#web/features/marine-carga/detalle/SolicitudDetallePage.tsx')).SolicitudDetallePage,
            }),
          },
          {
            // Claims list ('Denuncias' tab) and detail tabs; /siniestros/:id opens one (spec 3 §2.6).
            path: 'siniestros',
            handle: handle('routes.siniestros'),
            lazy: async () => ({
              Component: (await import('#web/features/siniestros/routes/SiniestrosPage.tsx')).SiniestrosPage,
            }),
          },
          {
            path: 'siniestros/:id',
            handle: handle('routes.siniestro', 'siniestros.consultar'),
            lazy: async () => ({
              Component: (await import('#web/features/siniestros/routes/SiniestrosPage.tsx')).SiniestrosPage,
            }),
          },
          ...comingSoonRoutes,
        ],
      },
      { path: '*', element: <RedirectTo to="/error/404" /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
