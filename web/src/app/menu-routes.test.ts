import { describe, expect, it } from 'vitest';
import esAR from '#shared/i18n/es-AR.json';
import ptBR from '#shared/i18n/pt-BR.json';
import { MENU_ROUTES } from '#shared/menu/menu.ts';
import { BUILT, comingSoonRoutes, routeTitleKey } from './menu-routes.tsx';

describe("menu routes without a screen: 'Próximamente'", () => {
  it('cover every menu route but the built ones', () => {
    const paths = comingSoonRoutes.map((r) => `/${r.path}`);
    expect(paths).not.toContain('/dashboard');
    expect(paths).not.toContain('/usuarios');
    expect(paths).not.toContain('/beneficiarios');
    // Issue 27 item 25: the customs-bond screens are built (features/cauciones/routes.tsx).
    expect(paths).not.toContain('/cauciones-aduaneras');
    expect(paths).not.toContain('/cauciones/aduaneras/cotizar');
    expect(paths).toHaveLength(MENU_ROUTES.filter((r) => !BUILT.has(r)).length);
    expect(paths.length).toBeLessThan(MENU_ROUTES.length);
  });

  it('each has a translated route name for the page title', () => {
    expect(routeTitleKey('/seguros/viajes-especificos/polizas/cotizador')).toBe(
      'routes.segurosViajesEspecificosPolizasCotizador',
    );
    for (const route of comingSoonRoutes) {
      const key = (route.handle as { titleKey: string }).titleKey;
      expect(esAR, key).toHaveProperty([key]);
      expect(ptBR, key).toHaveProperty([key]);
    }
  });
});
