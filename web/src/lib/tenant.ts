import { useSyncExternalStore } from 'react';
import { DEFAULT_TENANT_ID, findTenant, tenantFromHost } from '#shared/tenants/tenants.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { createStore, local, STORAGE_KEYS } from './storage.ts';

/**
 * The tenant of the portal: the one a shortcut route stored in localStorage (spec 3 §2.9; the
 * stylesheet is loaded from that stored name, §2.10), else the host's first label if it names a
 * tenant, else the default. localStorage belongs to one origin, so a stored tenant was chosen on this
 * very host, on purpose; /reset gives the host its own tenant back.
 */
export const resolveTenant = (host: string | null | undefined, stored: string | null | undefined): Tenant =>
  findTenant(stored) ?? tenantFromHost(host) ?? (findTenant(DEFAULT_TENANT_ID) as Tenant);

let cached: { key: string; tenant: Tenant } | undefined;
const read = (): Tenant => {
  const stored = local.get(STORAGE_KEYS.tenant);
  const key = `${window.location.host}|${stored ?? ''}`;
  if (cached?.key !== key) cached = { key, tenant: resolveTenant(window.location.host, stored) };
  return cached.tenant;
};

const store = createStore(read);

export const currentTenant = (): Tenant => store.get();

/** Stores the tenant chosen by a shortcut route (/<tenantId>). */
export const storeTenant = (id: string): void => {
  local.set(STORAGE_KEYS.tenant, id);
  store.notify();
};

/** Route /reset: forgets the stored tenant. */
export const clearStoredTenant = (): void => {
  local.remove(STORAGE_KEYS.tenant);
  store.notify();
};

export const useTenant = (): Tenant => useSyncExternalStore(store.subscribe, store.get, store.get);
