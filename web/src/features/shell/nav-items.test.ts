import { describe, expect, it } from 'vitest';
import { findTenant } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { IconDashboard } from '#web/components/icons.tsx';
import { NAV_ITEMS, visibleNavItems, type NavItem } from './nav-items.ts';

const flags = (findTenant('cargosur') as Tenant).flags;
const soloViajes = (findTenant('viajeseguro') as Tenant).flags;

const usuarios: NavItem = {
  id: 'usuarios',
  labelKey: 'nav.usuarios',
  to: '/usuarios',
  icon: IconDashboard,
  permission: 'usuarios.ver',
};
const polizas: NavItem = {
  id: 'polizas',
  labelKey: 'nav.polizas',
  to: '/polizas',
  addTo: '/polizas/nueva',
  icon: IconDashboard,
  permission: 'polizas.ver',
  addPermission: 'polizas.editar',
};

describe('visibleNavItems', () => {
  it('shows the dashboard to whoever may see it', () => {
    expect(visibleNavItems(NAV_ITEMS, { permisos: ['dashboard.ver'], flags }).map((i) => i.id)).toEqual(['dashboard']);
    expect(visibleNavItems(NAV_ITEMS, { permisos: [], flags })).toEqual([]);
    expect(visibleNavItems(NAV_ITEMS, { permisos: ['dashboard.ver'], flags: { ...flags, dashboard: false } })).toEqual([]);
  });

  it('links to the list when the user can view, else to the create route (spec 1 §2.1)', () => {
    const both = visibleNavItems([polizas], { permisos: ['polizas.ver', 'polizas.editar'], flags });
    expect(both[0]).toMatchObject({ href: '/polizas', canAdd: true });
    const createOnly = visibleNavItems([polizas], { permisos: ['polizas.editar'], flags });
    expect(createOnly[0]).toMatchObject({ href: '/polizas/nueva', canAdd: true });
    expect(visibleNavItems([polizas], { permisos: ['polizas.ver'], flags })[0]).toMatchObject({ canAdd: false });
  });

  it('hides everything else in "specific trips only" tenants', () => {
    const items = visibleNavItems([...NAV_ITEMS, usuarios], { permisos: ['dashboard.ver', 'usuarios.ver'], flags: soloViajes });
    expect(items.map((i) => i.id)).toEqual(['dashboard']);
  });
});
