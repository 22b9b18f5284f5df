/**
 * Data that changes rarely (catalogues, tariffs) kept in the warm container for a short while, keyed
 * by tenant so one tenant's data never answers another's. A failed load is not kept.
 */
export const warmCache = <T>(ttlMs: number) => {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  const read = (tenant: string, key: string, load: () => Promise<T>): Promise<T> => {
    const id = `${tenant}\n${key}`;
    const hit = entries.get(id);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = load();
    value.catch(() => entries.delete(id));
    entries.set(id, { at: Date.now(), value });
    return value;
  };
  /** Drops a tenant's entries whose key starts with `prefix` (a write in this container changed them). */
  const forget = (tenant: string, prefix: string) => {
    for (const id of entries.keys()) if (id.startsWith(`${tenant}\n${prefix}`)) entries.delete(id);
  };
  return Object.assign(read, { forget });
};
