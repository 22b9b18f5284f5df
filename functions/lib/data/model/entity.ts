import type * as z from 'zod/mini';

// zod/mini carries no messages of its own: a rejected write reads as it did with classic zod.
import '#shared/zod-locale.ts';
import { ROW_ATTRIBUTE, TTL_ATTRIBUTE, type TableIndex } from '#shared/contract/table.ts';

export { ROW_ATTRIBUTE, TTL_ATTRIBUTE };
export type Gsi = TableIndex;

/** Which entity an item is (for a person reading the table; keys already separate them). */
export const TYPE_ATTRIBUTE = '_entidad';

export interface KeySpec<A extends string> {
  /** Attributes after the tenant, in order. */
  readonly pk: readonly A[];
  readonly sk: readonly A[];
  /** Names the partition; entities that share a partition share the label (default: entity name). */
  readonly pkLabel?: string;
  /** Names the item inside the partition (default: entity name). */
  readonly skLabel?: string;
}

export interface IndexSpec<A extends string> extends KeySpec<A> {
  readonly index: Gsi;
  /** What the access pattern answers, for ACCESS-PATTERNS.md. */
  readonly description: string;
}

/** A contribution of an item to a counter (a total or a sum kept for dashboards and list totals). */
export interface Contribution {
  ambito: string;
  ambitoId: string | number;
  metrica: string;
  valor: number;
}

export interface EntitySpec<I> {
  /** kebab-case; also the default label of its keys. */
  readonly name: string;
  readonly description: string;
  /** What reads it, for ACCESS-PATTERNS.md. */
  readonly usedBy: string;
  readonly key: KeySpec<keyof I & string>;
  readonly indexes?: { readonly [pattern: string]: IndexSpec<keyof I & string> };
  /** Digits of numeric key values, so they sort as numbers. */
  readonly pad?: { readonly [A in keyof I & string]?: number };
  /** The list row every index projects (required when the entity has indexes). */
  readonly row?: (item: I) => unknown;
  /** Attributes computed from the others on every write (normalised search keys, ids lifted out of nested data). */
  readonly derive?: (item: I) => Partial<I>;
  /**
   * Attributes that may change in place on an indexed item (no key, no counter depends on them); the
   * row must copy each of them as-is, and a patch sets it in the row too.
   */
  readonly patchable?: readonly (keyof I & string)[];
  /** Counters the item contributes to; every write of it then names the previous state. */
  readonly counters?: (item: I) => Contribution[];
}

type AttrOf<S> = S extends { key: KeySpec<infer A> } ? A : never;

export type Conditions<I> = {
  [A in keyof I]?: I[A] | { ne: I[A] } | { exists: boolean };
};

export type UpdateOp = {
  type: 'update';
  entity: AnyEntity;
  key: Record<string, unknown>;
  set?: Record<string, unknown>;
  add?: Record<string, number>;
  when?: Record<string, unknown>;
  /** false: create the item when it is missing (counters, sequences). */
  mustExist: boolean;
  /** The same attributes inside the projected list row, so it never goes stale. */
  rowSet?: Record<string, unknown>;
};

export type WriteOp =
  | { type: 'put'; entity: AnyEntity; item: Record<string, unknown>; create: boolean; when?: Record<string, unknown> }
  | UpdateOp
  | { type: 'delete'; entity: AnyEntity; key: Record<string, unknown>; when?: Record<string, unknown> }
  | { type: 'check'; entity: AnyEntity; key: Record<string, unknown>; when: Record<string, unknown> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEntity = Entity<any, EntitySpec<any>>;

type PutOptions<I, S> = { when?: Conditions<I> } & (S extends { counters: unknown } ? { previous: I | null } : unknown);

/**
 * One item type of the table, declared once: its attributes (a zod schema, which also types the
 * items read back), its key and its named access patterns. It describes writes; `TenantDb` runs
 * them, and is the only code that turns attributes into keys.
 */
export class Entity<I extends Record<string, unknown>, S extends EntitySpec<I>> {
  declare readonly $item: I;
  declare readonly $row: S['row'] extends (item: I) => infer R ? R : never;

  constructor(
    readonly schema: z.core.$ZodType<I>,
    readonly spec: S,
  ) {
    if (spec.indexes && Object.keys(spec.indexes).length && !spec.row) {
      throw new Error(`${spec.name}: an entity with indexes declares the row they project`);
    }
  }

  get name(): string {
    return this.spec.name;
  }

  /** Attributes that build any key of the entity: a partial update must not touch them. */
  get keyAttributes(): ReadonlySet<string> {
    const specs = [this.spec.key, ...Object.values(this.spec.indexes ?? {})];
    return new Set(specs.flatMap((k) => [...k.pk, ...k.sk]));
  }

  /** Writes the whole item (a create fails if it exists; `when` makes it a conditional transition). */
  put(item: I, options: PutOptions<I, S> & { create?: boolean }): WriteOp[] {
    const op: WriteOp = { type: 'put', entity: this, item, create: options.create ?? false, when: options.when };
    return [op, ...this.counterOps('previous' in options ? (options.previous as I | null) : undefined, item)];
  }

  /** Writes a new item; fails with ConditionFailed when its key exists. */
  create(item: I): WriteOp[] {
    return [{ type: 'put', entity: this, item, create: true }, ...this.counterOps(null, item)];
  }

  /** Changes some attributes in place: only for entities with no index and no counters. */
  update(
    key: Pick<I, AttrOf<S>>,
    changes: { set?: Partial<I>; add?: { [A in keyof I]?: number } },
    options: { when?: Conditions<I>; upsert?: boolean } = {},
  ): UpdateOp {
    if (this.spec.row || this.spec.counters) throw new Error(`${this.name}: indexed or counted items are written whole (put)`);
    const touched = Object.keys({ ...changes.set, ...changes.add }).filter((a) => this.keyAttributes.has(a));
    if (touched.length) throw new Error(`${this.name}: an update cannot change key attributes (${touched.join(', ')})`);
    return {
      type: 'update',
      entity: this,
      key,
      set: changes.set,
      add: changes.add as Record<string, number> | undefined,
      when: options.when,
      mustExist: !options.upsert,
    };
  }

  /**
   * Sets patchable attributes of an indexed item without rewriting it, so a writer that did not read
   * the rest (a background render) cannot put back stale values.
   */
  patch(key: Pick<I, AttrOf<S>>, set: Partial<I>, options: { when?: Conditions<I> } = {}): UpdateOp {
    const fuera = Object.keys(set).filter((a) => !this.spec.patchable?.includes(a as keyof I & string));
    if (fuera.length) throw new Error(`${this.name}: ${fuera.join(', ')} cannot be patched`);
    return {
      type: 'update',
      entity: this,
      key,
      set,
      when: options.when as Record<string, unknown> | undefined,
      mustExist: true,
      rowSet: this.spec.row ? set : undefined,
    };
  }

  /** Deletes by key; a counted entity names the item so its contributions are taken back. */
  delete(
    key: Pick<I, AttrOf<S>>,
    ...rest: S extends { counters: unknown } ? [previous: I, when?: Conditions<I>] : [when?: Conditions<I>]
  ): WriteOp[] {
    const args = rest as unknown[];
    const previous = this.spec.counters ? (args[0] as I) : undefined;
    const when = (this.spec.counters ? args[1] : args[0]) as Record<string, unknown> | undefined;
    return [{ type: 'delete', entity: this, key, when }, ...(previous ? this.counterOps(previous, null) : [])];
  }

  /** A condition on another item inside a transaction (it must exist and hold `when`). */
  check(key: Pick<I, AttrOf<S>>, when: Conditions<I>): WriteOp {
    return { type: 'check', entity: this, key, when: when as Record<string, unknown> };
  }

  private counterOps(previous: I | null | undefined, next: I | null): WriteOp[] {
    const counters = this.spec.counters;
    if (!counters) return [];
    if (previous === undefined) throw new Error(`${this.name}: a counted entity's write names its previous state`);
    return counterDeltas([
      ...(previous ? counters(previous).map((c) => ({ ...c, valor: -c.valor })) : []),
      ...(next ? counters(next) : []),
    ]);
  }
}

/** Declares an entity from its attribute schema: `defineEntity(schema)({ name, key, indexes, ... })`. */
export const defineEntity =
  <Z extends z.core.$ZodType<Record<string, unknown>>>(schema: Z) =>
  <const S extends EntitySpec<z.output<Z>>>(spec: S): Entity<z.output<Z>, S> =>
    new Entity(schema as unknown as z.core.$ZodType<z.output<Z>>, spec);

export type ItemOf<E> = E extends { $item: infer I } ? I : never;
export type RowOf<E> = E extends { $row: infer R } ? R : never;
export type KeyOf<E> = E extends Entity<infer I, infer S> ? Pick<I, AttrOf<S>> : never;

type PkOf<I, S, N> = N extends 'primary'
  ? S extends { key: { pk: readonly (infer A)[] } }
    ? Pick<I, A & keyof I>
    : never
  : S extends { indexes: { [K in N & string]: { pk: readonly (infer A)[] } } }
    ? Pick<I, A & keyof I>
    : never;

export type PartitionOf<E, N> = E extends Entity<infer I, infer S> ? PkOf<I, S, N> : never;

// Set by counters.ts (it declares the counter entity with this module's own defineEntity).
let counterEntity: AnyEntity | undefined;
export const useCounterEntity = (entity: AnyEntity): void => {
  counterEntity = entity;
};

/** Sums contributions per counter and drops the ones that cancel out (a state that did not change). */
export const counterDeltas = (contributions: Contribution[]): WriteOp[] => {
  if (!counterEntity) throw new Error('the counter entity is not declared');
  const sums = new Map<string, Contribution>();
  for (const c of contributions) {
    const id = `${c.ambito}|${c.ambitoId}|${c.metrica}`;
    const prev = sums.get(id);
    sums.set(id, { ...c, valor: (prev?.valor ?? 0) + c.valor });
  }
  return [...sums.values()]
    .filter((c) => Math.abs(c.valor) > 1e-9)
    .map((c) =>
      counterEntity!.update(
        { ambito: c.ambito, ambitoId: String(c.ambitoId), metrica: c.metrica },
        { add: { valor: Math.round(c.valor * 100) / 100 } },
        { upsert: true },
      ),
    );
};
