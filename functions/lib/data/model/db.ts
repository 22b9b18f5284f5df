import type { AnyEntity, ItemOf, KeyOf, PartitionOf, UpdateOp, WriteOp } from './entity.ts';
import { assertTenant } from './keys.ts';
import { type Answer, type Page, type Pattern, type QueryOptions, queryPage } from './query.ts';
import { getItem, getMany } from './reads.ts';
import { type Item, storedItem, tableKey } from './stored.ts';
import { updated, write } from './writes.ts';

export { ConditionFailed, TransactionConflict } from './errors.ts';
export type { Page, QueryOptions, SortCondition } from './query.ts';

/**
 * The table as one tenant sees it. The tenant is given once, here, from the verified principal (or
 * the host name of a public call, or a job's fan-out message); every key it builds starts with it.
 * What each operation does lives by kind: stored.ts (keys and stored form), reads.ts (by key),
 * query.ts (by access pattern), writes.ts (writes and transactions).
 */
export class TenantDb {
  readonly tenant: string;

  constructor(tenant: string) {
    this.tenant = assertTenant(tenant);
  }

  /** The table key of an item or of a key object. */
  tableKey(entity: AnyEntity, source: Item): { pk: string; sk: string } {
    return tableKey(this.tenant, entity, source);
  }

  /** The stored form of an item: validated attributes (with the derived ones), keys, its list row and its type. */
  storedItem(entity: AnyEntity, item: Item): Item {
    return storedItem(this.tenant, entity, item);
  }

  get<E extends AnyEntity>(entity: E, key: KeyOf<E>, options: { consistent?: boolean } = {}): Promise<ItemOf<E> | undefined> {
    return getItem(this.tenant, entity, key, options);
  }

  /** Several items in one BatchGet (any entities), answered in the order asked; missing ones are undefined. */
  getMany(requests: { entity: AnyEntity; key: Item }[], options: { consistent?: boolean } = {}): Promise<(Item | undefined)[]> {
    return getMany(this.tenant, requests, options);
  }

  /** One page of an access pattern (see query.ts). */
  query<E extends AnyEntity, N extends Pattern<E>>(
    entity: E,
    pattern: N,
    partition: PartitionOf<E, N>,
    options: QueryOptions,
  ): Promise<Page<Answer<E, N>>> {
    return queryPage(this.tenant, entity, pattern, partition, options);
  }

  /** Every page of a pattern, one Query at a time: for jobs and scripts, never for a request. */
  async *pages<E extends AnyEntity, N extends Pattern<E>>(
    entity: E,
    pattern: N,
    partition: PartitionOf<E, N>,
    options: Omit<QueryOptions, 'cursor'>,
  ): AsyncGenerator<Answer<E, N>[]> {
    let cursor: string | null = null;
    do {
      const page: Page<Answer<E, N>> = await this.query(entity, pattern, partition, { ...options, cursor });
      yield page.items;
      cursor = page.cursor;
    } while (cursor);
  }

  /** Runs writes: one directly, several as one transaction (all or nothing). */
  write(ops: WriteOp | WriteOp[]): Promise<void> {
    return write(this.tenant, ops);
  }

  /** One update that answers the item as it is after it (counters, sequences, heartbeats). */
  updated<E extends AnyEntity>(op: UpdateOp): Promise<ItemOf<E>> {
    return updated<E>(this.tenant, op);
  }
}
