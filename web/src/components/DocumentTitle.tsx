import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { Permission } from '#shared/auth/permissions.ts';
import { useMeEnCache } from '#web/lib/me-en-cache.ts';
import { getConfig } from '#web/lib/config.ts';
import { pickEmpresa, useSelectedEmpresaId } from '#web/lib/empresa.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useTenant } from '#web/lib/tenant.ts';

export interface RouteHandle {
  /** i18n key of the route name shown in the page title. */
  titleKey?: string;
  /** The route matches only for a user holding this permission in the selected company (spec 3 §2.1). */
  permiso?: Permission;
  /** The page shows its own breadcrumbs, so the shell's toolbar leaves its trail out. */
  migasPropias?: boolean;
}

/** A route's handle: its name for the title and, when it needs one, the permission that opens it. */
export const routeHandle = (titleKey: string, permiso?: Permission): RouteHandle => ({
  titleKey,
  ...(permiso ? { permiso } : {}),
});

/** Whether a matched route draws its own breadcrumbs. */
export const conMigasPropias = (handles: readonly unknown[]): boolean =>
  handles.some((h) => (h as RouteHandle | undefined)?.migasPropias === true);

/** The route name of the deepest matched route that has one (page title and toolbar). */
export const titleKeyOf = (handles: readonly unknown[]): string | undefined =>
  [...handles]
    .reverse()
    .map((h) => (h as RouteHandle | undefined)?.titleKey)
    .find(Boolean);

/**
 * The environment marker of the title (spec 3 §2.10: DEV for local, TEST, QA). config.json carries the
 * deployment stage as is ('dev', 'test', 'qa', 'prod'; 'DEV' locally): every stage but production shows
 * its name in capitals, so a non-production portal is never mistaken for prod; production shows none.
 */
export const envMarker = (env: string): string => {
  const stage = env.trim().toLowerCase();
  if (stage === 'prod' || stage === 'production') return '';
  if (stage === 'local') return 'DEV';
  return stage.toUpperCase();
};

/** 'marker - company - route' (spec 3 §2.10): e.g. 'DEV - Cargo Sur Seguros - Dashboard'; no marker in prod. */
export const formatTitle = (env: string, company: string, route: string | undefined): string =>
  [envMarker(env), company, route].filter(Boolean).join(' - ');

/** The cached /v1/me, if any, without ever fetching it (no observer that could own the query's options). */
export function DocumentTitle() {
  const t = useT();
  const tenant = useTenant();
  const matches = useMatches();
  const selected = useSelectedEmpresaId();
  const me = useMeEnCache();

  const titleKey = titleKeyOf(matches.map((m) => m.handle));
  const company = (me ? pickEmpresa(me.empresas, selected)?.empresa.nombre : undefined) ?? tenant.nombre;
  const title = formatTitle(getConfig().env, company, titleKey ? t(titleKey) : undefined);

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
