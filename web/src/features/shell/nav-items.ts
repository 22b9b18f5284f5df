import type { ComponentType, SVGProps } from 'react';
import type { Permission } from '#shared/auth/permissions.ts';
import type { TenantFlags } from '#shared/tenants/tenant.ts';
import { IconDashboard } from '#web/components/icons.tsx';

/**
 * One sidebar entry (spec 1 §2.1): a route, an optional create route with its own permission, and
 * the gates that hide it (permission, tenant flag). Later modules only add rows here.
 */
export interface NavItem {
  id: string;
  /** i18n key of the label. */
  labelKey: string;
  /** List route. */
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
  /** Needed to see the list; absent = always visible. */
  permission?: Permission;
  /** Create route, shown as a "+" next to the entry when the user may create. */
  addTo?: string;
  addPermission?: Permission;
  /** Tenant flag that must be on. */
  flag?: keyof TenantFlags;
  /** Shown even in "specific trips only" tenants. */
  keepInTripsOnly?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  {
    id: 'dashboard',
    labelKey: 'nav.dashboard',
    to: '/dashboard',
    icon: IconDashboard,
    permission: 'dashboard.ver',
    flag: 'dashboard',
    keepInTripsOnly: true,
  },
];

export interface NavContext {
  permisos: readonly Permission[];
  flags: TenantFlags;
}

export interface VisibleNavItem extends NavItem {
  /** Where the entry links: the list if the user can view it, else the create route. */
  href: string;
  canAdd: boolean;
}

/**
 * Spec 1 §2.1: an entry shows if the user can view or create; the add button if they can create; it
 * links to the list if they can view, else to the create route. Tenant flags and the
 * "specific trips only" mode hide the rest.
 */
export const visibleNavItems = (items: readonly NavItem[], { permisos, flags }: NavContext): VisibleNavItem[] =>
  items.flatMap((item) => {
    if (item.flag && !flags[item.flag]) return [];
    if (flags.soloViajesEspecificos && !item.keepInTripsOnly) return [];
    const canView = !item.permission || permisos.includes(item.permission);
    const canAdd = Boolean(item.addTo && (!item.addPermission || permisos.includes(item.addPermission)));
    if (!canView && !canAdd) return [];
    return [{ ...item, href: canView ? item.to : (item.addTo as string), canAdd }];
  });
