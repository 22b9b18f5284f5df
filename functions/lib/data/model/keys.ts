import { KEY_SEPARATOR } from '#shared/contract/table.ts';

/**
 * How keys are written: `<tenant>#<label>#<value>#<value>...`. The tenant always comes first, so
 * a query can only ever reach one tenant's items, and no key can be built without one.
 */
export const SEPARATOR = KEY_SEPARATOR;

const TENANT = /^[a-z_][a-z0-9_]{1,39}$/;

export class MissingTenant extends Error {
  constructor(tenant: unknown) {
    super(`a key needs a valid tenant, got ${JSON.stringify(tenant)}`);
  }
}

export const assertTenant = (tenant: unknown): string => {
  if (typeof tenant !== 'string' || !TENANT.test(tenant)) throw new MissingTenant(tenant);
  return tenant;
};

/**
 * One composite value. Numbers are zero-padded to `pad` digits so they sort as numbers; '%' and '#'
 * are escaped so a value never splits into two parts. Escaping is per character, so the escaped
 * form of a prefix is a prefix of the escaped value (begins_with still works).
 */
export const encodeValue = (value: unknown, pad?: number): string => {
  if (value === null || value === undefined) throw new Error('a key value cannot be empty');
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`a key value must be finite, got ${value}`);
    if (pad !== undefined) {
      if (!Number.isInteger(value) || value < 0)
        throw new Error(`a padded key value must be a non-negative integer, got ${value}`);
      return String(value).padStart(pad, '0');
    }
    return String(value);
  }
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value).replace(/%/g, '%25').replace(/#/g, '%23');
};

/** The partition key: tenant, label, values. */
export const partitionKey = (tenant: string, label: string, values: string[]): string =>
  [assertTenant(tenant), label, ...values].join(SEPARATOR);

/** A sort key lives inside a tenant's partition: label and values only. */
export const sortKey = (label: string, values: string[]): string => [label, ...values].join(SEPARATOR);

/** The largest code unit: `prefix + HIGH` is above every key that starts with `prefix`. */
export const HIGH = '\uffff';
