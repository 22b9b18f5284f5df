/**
 * An item as it is stored and as it is read back: its keys (table and indexes, every one starting
 * with the tenant), its list row and its type, and the entity's own attributes stripped of them.
 */
import { parse } from 'zod/mini';
import { ROW_ATTRIBUTE, TYPE_ATTRIBUTE, type AnyEntity, type KeySpec } from './entity.ts';
import { encodeValue, partitionKey, sortKey } from './keys.ts';

export type Item = Record<string, unknown>;

const KEY_FIELDS = /^(pk|sk|gsi\d+pk|gsi\d+sk)$/;

/** Strips keys and the projected row: callers get the entity's own attributes. */
export const attributesOf = <T>(raw: Item): T => {
  const out: Item = {};
  for (const [k, v] of Object.entries(raw)) if (!KEY_FIELDS.test(k) && k !== ROW_ATTRIBUTE && k !== TYPE_ATTRIBUTE) out[k] = v;
  return out as T;
};

/** The encoded values of a key's pk or sk attributes; null when one is missing. */
export const keyValues = (entity: AnyEntity, spec: KeySpec<string>, part: 'pk' | 'sk', source: Item): string[] | null => {
  const out: string[] = [];
  for (const attr of spec[part]) {
    const v = source[attr];
    if (v === undefined || v === null) return null;
    out.push(encodeValue(v, entity.spec.pad?.[attr]));
  }
  return out;
};

/** The table key of an item or of a key object. */
export const tableKey = (tenant: string, entity: AnyEntity, source: Item): { pk: string; sk: string } => {
  const spec = entity.spec.key;
  const pk = keyValues(entity, spec, 'pk', source);
  const sk = keyValues(entity, spec, 'sk', source);
  if (!pk || !sk) throw new Error(`${entity.name}: missing key attributes (${[...spec.pk, ...spec.sk].join(', ')})`);
  return { pk: partitionKey(tenant, spec.pkLabel ?? entity.name, pk), sk: sortKey(spec.skLabel ?? entity.name, sk) };
};

/** Every key of a whole item: table key plus each index whose attributes are present (sparse indexes). */
const keysOf = (tenant: string, entity: AnyEntity, item: Item): Item => {
  const keys: Item = tableKey(tenant, entity, item);
  for (const [pattern, spec] of Object.entries(entity.spec.indexes ?? {})) {
    const pk = keyValues(entity, spec, 'pk', item);
    const sk = keyValues(entity, spec, 'sk', item);
    if (!pk || !sk) continue;
    keys[`${spec.index}pk`] = partitionKey(tenant, spec.pkLabel ?? `${entity.name}.${pattern}`, pk);
    keys[`${spec.index}sk`] = sortKey(spec.skLabel ?? entity.name, sk);
  }
  return keys;
};

/** The stored form of an item: validated attributes (with the derived ones), keys, its list row and its type. */
export const storedItem = (tenant: string, entity: AnyEntity, item: Item): Item => {
  const attributes = parse(entity.schema, entity.spec.derive ? { ...item, ...entity.spec.derive(item) } : item) as Item;
  return {
    ...attributes,
    ...keysOf(tenant, entity, attributes),
    ...(entity.spec.row ? { [ROW_ATTRIBUTE]: entity.spec.row(attributes) } : {}),
    [TYPE_ATTRIBUTE]: entity.name,
  };
};
