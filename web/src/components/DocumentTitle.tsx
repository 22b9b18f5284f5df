import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMatches } from 'react-router-dom';
import type { Permission } from '#shared/auth/permissions.ts';
import type { Me } from '#shared/contract/schemas/me.ts';
import { ME_QUERY_KEY } from '#web/lib/me-key.ts';
import { getConfig } from '#web/lib/config.ts';
import { pickEmpresa, useSelectedEmpresaId } from '#web/lib/empresa.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useTenant } from '#web/lib/tenant.ts';

export interface RouteHandle {
  /** i18n key of the route name shown in the page title. */
  titleKey?: string;
  /** The route matches only for a user holding this permission in the selected company (spec 3 §2.1). */
  permiso?: Permission;
}

/** 'env - company - route' (spec 3 §2.10): e.g. 'DEV - Cargo Sur Seguros - Dashboard'. */
export const formatTitle = (env: string, company: string, route: string | undefined): string =>
  [env, company, route].filter(Boolean).join(' - ');

/** The cached /v1/me, if any, without ever fetching it (no observer that could own the query's options). */
const useCachedMe = (): Me | undefined => {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = useCallback(() => client.getQueryData<Me>(ME_QUERY_KEY), [client]);
  return useSyncExternalStore(subscribe, read, read);
};

export function DocumentTitle() {
  const t = useT();
  const tenant = useTenant();
  const matches = useMatches();
  const selected = useSelectedEmpresaId();
  const me = useCachedMe();

  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.titleKey)?.handle as
    RouteHandle | undefined;
  const company = (me ? pickEmpresa(me.empresas, selected)?.empresa.nombre : undefined) ?? tenant.nombre;
  const title = formatTitle(getConfig().env, company, handle?.titleKey ? t(handle.titleKey) : undefined);

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
