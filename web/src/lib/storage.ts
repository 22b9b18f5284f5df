/** Storage keys of the SPA, in one place (spec 3 §9: local storage keys "tenant" and the help pop-up flag). */
export const STORAGE_KEYS = {
  tenant: 'tenant',
  empresa: 'empresa',
  /** sessionStorage: the token handed over by SSO or embedded entry. */
  ssoToken: 'sso-token',
  /** sessionStorage, per user and company: the annual quote left unsaved after choosing an offer. */
  borradorAnual: 'rating-anual-borrador',
} as const;

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

export const local = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.localStorage.removeItem(key), undefined),
};

export const session = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.sessionStorage.removeItem(key), undefined),
};

/** A tiny observable value for useSyncExternalStore. */
export const createStore = <T>(read: () => T) => {
  const listeners = new Set<() => void>();
  return {
    get: read,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: () => {
      for (const l of listeners) l();
    },
  };
};
