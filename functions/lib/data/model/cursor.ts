import { createHash } from 'node:crypto';

/** A client-held cursor that does not fit the list it is sent to (another tenant, list or filter). */
export class InvalidCursor extends Error {
  constructor() {
    super('invalid cursor');
  }
}

type Key = Record<string, string>;

const scopeHash = (scope: string): string => createHash('sha256').update(scope).digest('base64url').slice(0, 16);

/**
 * The opaque cursor of a list page: the last key read plus a hash of the query it belongs to
 * (tenant, entity, access pattern, partition, sort-key condition, order). A cursor is only accepted
 * by the very query that produced it, and its keys must lie in the tenant's partition.
 */
export const encodeCursor = (scope: string, lastKey: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify({ s: scopeHash(scope), k: lastKey })).toString('base64url');

export const decodeCursor = (
  cursor: string,
  scope: string,
  expected: { partitionAttr: string; partition: string; tenantPrefix: string },
): Key => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursor();
  }
  const { s, k } = (parsed ?? {}) as { s?: unknown; k?: unknown };
  if (s !== scopeHash(scope) || !k || typeof k !== 'object') throw new InvalidCursor();
  const key = k as Record<string, unknown>;
  const values = Object.values(key);
  if (values.length < 2 || values.length > 4 || !values.every((v) => typeof v === 'string')) throw new InvalidCursor();
  if (key[expected.partitionAttr] !== expected.partition) throw new InvalidCursor();
  if (typeof key.pk !== 'string' || !key.pk.startsWith(expected.tenantPrefix)) throw new InvalidCursor();
  return key as Key;
};
