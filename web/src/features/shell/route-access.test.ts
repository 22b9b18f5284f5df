import { describe, expect, it } from 'vitest';
import { permissionsOf } from '#shared/auth/roles.ts';
import { buildMenu, MENU_ROUTES, type MenuContext } from '#shared/menu/menu.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { activeEntryKey, isRouteAllowed } from './route-access.ts';

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

describe('activeEntryKey', () => {
  it('picks the longest matching route', () => {
    const menu = menuFor('administrador', { flags: { ...cargosur.flags, mostrarMockups: true } });
    expect(activeEntryKey('/certificados/embarcaciones', menu)).toBe('embarcaciones');
    expect(activeEntryKey('/certificados/nuevo', menu)).toBe('certificados');
    expect(activeEntryKey('/certificados/123', menu)).toBe('certificados');
    expect(activeEntryKey('/seguros/viajes-especificos/polizas/cotizador', menu)).toBe('viajesEspecificos');
    expect(activeEntryKey('/settings', menu)).toBeUndefined();
  });
});
