import { describe, expect, it } from 'vitest';
import { permissionsOf } from '#shared/auth/roles.ts';
import { buildMenu, MENU_ROUTES, type MenuContext } from '#shared/menu/menu.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { activeEntryKey, holdsRoutePermissions, homeRoute, isRouteAllowed } from './route-access.ts';

const cargosur = findTenant('cargosur') as Tenant;
const menuFor = (rol: 'productor' | 'administrador' | 'consultor', extra: Partial<MenuContext> = {}) =>
  buildMenu({
    permisos: new Set(permissionsOf([rol])),
    flags: cargosur.flags,
    seguridadPropia: true,
    enlaceSeguridad: null,
    email: 'a@b.c',
    ...extra,
  });

describe('isRouteAllowed (routes match only with the permission)', () => {
  it('opens what the menu links to, as entry or add button, and refuses the rest of the menu routes', () => {
    const productor = menuFor('productor');
    expect(isRouteAllowed('/certificados', productor)).toBe(true);
    expect(isRouteAllowed('/certificados/nuevo', productor)).toBe(true);
    expect(isRouteAllowed('/cauciones-aduaneras', productor)).toBe(true);
    expect(isRouteAllowed('/emisores', productor)).toBe(false);
    expect(isRouteAllowed('/usuarios', productor)).toBe(false);
    expect(isRouteAllowed('/declaraciones/aseguradoras', productor)).toBe(false);
    expect(isRouteAllowed('/usuarios', menuFor('administrador'))).toBe(true);
  });

  it("the customs bonds need the tenant's flag and the permission (issue 27 item 25)", () => {
    for (const ruta of ['/cauciones-aduaneras/', '/cauciones-aduaneras', '/cauciones/aduaneras/cotizar']) {
      expect(isRouteAllowed(ruta, menuFor('productor')), ruta).toBe(true);
      expect(isRouteAllowed(ruta, menuFor('productor', { flags: { ...cargosur.flags, cauciones: false } })), ruta).toBe(false);
      expect(isRouteAllowed(ruta, menuFor('consultor')), ruta).toBe(false);
    }
  });

  it('a consultant may see the policy list but not create one', () => {
    const consultor = menuFor('consultor');
    expect(isRouteAllowed('/polizas', consultor)).toBe(true);
    expect(isRouteAllowed('/polizas/nueva', consultor)).toBe(false);
  });

  it('does not gate routes outside the menu', () => {
    expect(isRouteAllowed('/settings', [])).toBe(true);
    expect(isRouteAllowed('/support', [])).toBe(true);
    expect(MENU_ROUTES.every((r) => !isRouteAllowed(r, []) || r.includes('rating-anual'))).toBe(true);
  });

  it('the security page only for the product companies', () => {
    expect(isRouteAllowed('/medidas-seguridad', menuFor('productor'))).toBe(true);
    const external = menuFor('productor', { seguridadPropia: false, enlaceSeguridad: 'https://x.example/?e={email}' });
    expect(isRouteAllowed('/medidas-seguridad', external)).toBe(false);
  });
});

describe('holdsRoutePermissions (routes off the menu: wizard, detail)', () => {
  const wizard = [undefined, { titleKey: 'routes.viajesEspecificosEditar', permiso: 'viajesEspecificos.cotizar' }];
  it('a matched route with a permission needs it; routes without one are open', () => {
    expect(holdsRoutePermissions(wizard, permissionsOf(['productor']))).toBe(true);
    for (const rol of ['consultor', 'aseguradora', 'siniestros'] as const)
      expect(holdsRoutePermissions(wizard, permissionsOf([rol]))).toBe(false);
    expect(holdsRoutePermissions([undefined, { titleKey: 'routes.dashboard' }], [])).toBe(true);
  });
});

describe('homeRoute', () => {
  it('the first screen of the menu: the dashboard, or the specific trips in "specific trips only" mode', () => {
    expect(homeRoute(menuFor('productor'))).toBe('/dashboard');
    const onlyTrips = (findTenant('viajeseguro') as Tenant).flags;
    expect(homeRoute(menuFor('productor', { flags: onlyTrips }))).toBe('/seguros/viajes-especificos/polizas');
    expect(homeRoute([])).toBeUndefined();
  });
});

describe('activeEntryKey', () => {
  it('picks the longest matching route', () => {
    const menu = menuFor('administrador');
    expect(activeEntryKey('/certificados/embarcaciones', menu)).toBe('embarcaciones');
    expect(activeEntryKey('/certificados/nuevo', menu)).toBe('certificados');
    expect(activeEntryKey('/certificados/123', menu)).toBe('certificados');
    expect(activeEntryKey('/seguros/viajes-especificos/polizas/cotizador', menu)).toBe('viajesEspecificos');
    expect(activeEntryKey('/settings', menu)).toBeUndefined();
  });
});
