import type { Permission } from '#shared/auth/permissions.ts';
import { MENU_ROUTES, type MenuItem } from '#shared/menu/menu.ts';
import type { RouteHandle } from '#web/components/DocumentTitle.tsx';

/** '/cauciones-aduaneras/' and '/cauciones-aduaneras' are the same screen. */
export const normalizePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The clickable entries of the menu: a group's children, or a top-level entry (security). */
export const menuEntries = (menu: readonly MenuItem[]): MenuItem[] => menu.flatMap((g) => g.children ?? [g]);

const internalRoutesOf = (entry: MenuItem): string[] => {
  if (entry.external) return [];
  const add = entry.add && 'route' in entry.add ? [entry.add.route] : [];
  return [entry.route, ...add].map(normalizePath);
};

const GATED = new Set(MENU_ROUTES.map(normalizePath));

/**
 * Whether the user may open a path (spec 3 §2.1 "routes are matched only when the user holds the
 * permission"). The menu already encodes every gate (permission, tenant flag, mock switch, "specific
 * trips only"): a menu route is open exactly when the user's menu links to it, as the entry or as its
 * add button. Paths outside MENU_ROUTES are not gated here.
 */
export const isRouteAllowed = (pathname: string, menu: readonly MenuItem[]): boolean => {
  const path = normalizePath(pathname);
  if (!GATED.has(path)) return true;
  return menuEntries(menu).some((e) => internalRoutesOf(e).includes(path));
};

/**
 * Whether every matched route's permission (its handle's `permiso`) is held: the routes off the menu,
 * such as the wizard's {id}/editar, {id}/clonar, {id}/emitir and the detail (spec 3 §2.1).
 */
export const holdsRoutePermissions = (handles: readonly unknown[], permisos: readonly Permission[]): boolean =>
  handles.every((h) => {
    const permiso = (h as RouteHandle | undefined)?.permiso;
    return !permiso || permisos.includes(permiso);
  });

/**
 * Where the root's redirect to the dashboard lands when the dashboard is not in the user's menu (the
 * "specific trips only" mode, or a role without it): the first screen the menu offers.
 */
export const homeRoute = (menu: readonly MenuItem[]): string | undefined => menuEntries(menu).find((e) => !e.external)?.route;

/**
 * The entry to highlight: the one whose route (or add route) is the longest prefix of the path, so
 * /certificados/embarcaciones lights the vessels entry and not the certificates one.
 */
export const activeEntryKey = (pathname: string, menu: readonly MenuItem[]): string | undefined => {
  const path = normalizePath(pathname);
  let best: { key: string; length: number } | undefined;
  for (const entry of menuEntries(menu)) {
    for (const route of internalRoutesOf(entry)) {
      const hit = path === route || path.startsWith(`${route}/`);
      if (hit && (!best || route.length > best.length)) best = { key: entry.key, length: route.length };
    }
  }
  return best?.key;
};
