import type { RouteObject } from 'react-router-dom';
import { MENU_ROUTES } from '#shared/menu/menu.ts';
import type { RouteHandle } from '#web/components/DocumentTitle.tsx';

/** Menu routes that already have their own screen (declared in router.tsx or in a feature's routes.tsx). */
export const BUILT = new Set([
  '/dashboard',
  '/usuarios',
  '/beneficiarios',
  '/polizas',
  '/polizas/nueva',
  '/maestros',
  '/emisores',
  '/emisores/nuevo',
  '/clientes',
  '/clientes/nuevo',
  '/certificados',
  '/certificados/nuevo',
  '/certificados/embarcaciones',
  '/certificados/embarcaciones/nueva',
  '/contenedores',
  '/declaraciones/partners',
  '/declaraciones/aseguradoras',
  '/clientes/saldos',
  '/contenedores/certificados/nuevo',
  '/seguros/viajes-especificos/polizas/cotizador',
  '/seguros/viajes-especificos/polizas',
  '/seguros/viajes-especificos/aprobaciones',
  '/seguros/flotantes/rating-anual/certificados',
  '/seguros/flotantes/rating-anual/certificados/cotizador',
  '/siniestros',
  '/siniestros/denuncias',
  '/marine-carga/transporte',
  '/marine-carga/solicitudes',
  '/medidas-seguridad',
  // features/cauciones/routes.tsx
  '/cauciones-aduaneras/',
  '/cauciones/aduaneras/cotizar',
]);

/** '/seguros/viajes-especificos/polizas/cotizador' -> 'routes.segurosViajesEspecificosPolizasCotizador'. */
export const routeTitleKey = (path: string): string =>
  `routes.${path
    .split(/[/-]/)
    .filter(Boolean)
    .map((part, i) => (i === 0 ? part : `${part[0]?.toUpperCase() ?? ''}${part.slice(1)}`))
    .join('')}`;

const comingSoon = async () => ({ Component: (await import('#web/features/shell/ComingSoonPage.tsx')).ComingSoonPage });

/**
 * Every menu route without a screen yet shows 'Próximamente' (with the route's name as title) instead
 * of a 404. Access is checked by the layout against the user's menu (features/shell/route-access.ts).
 */
export const comingSoonRoutes: RouteObject[] = MENU_ROUTES.filter((r) => !BUILT.has(r)).map((route) => {
  const path = route.replace(/^\/+|\/+$/g, '');
  return { path, handle: { titleKey: routeTitleKey(`/${path}`) } satisfies RouteHandle, lazy: comingSoon };
});
