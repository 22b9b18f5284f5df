import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { documentClient, tableName } from './client.ts';

export type Item = Record<string, unknown>;
export type KeyPart = string | number;
export type IndexName = 'gsi1' | 'gsi2';

/** Thrown when a conditional write (create, state transition, optimistic version) finds another state. */
export class ConditionFailed extends Error {
  constructor(readonly reasons: (string | undefined)[] = []) {
    super('condition failed');
  }
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface AuditChange {
  entity: string;
  id: KeyPart;
  action: string;
  by: { id: number | string; email?: string };
  from?: unknown;
  to?: unknown;
  detail?: Item;
}

const SEPARATOR = '#';

/**
 * The one place where the tenant prefix is applied to keys. Every key and index value this layer
 * writes or reads begins with `<tenant>#`, so no caller can reach another tenant's items.
 */
export class TenantTable {
  constructor(readonly tenant: string) {
    if (!/^[a-z_][a-z0-9_]*$/.test(tenant)) throw new Error(`invalid tenant id ${tenant}`);
  }

  key(...parts: KeyPart[]): string {
    return [this.tenant, ...parts].join(SEPARATOR);
  }

  async get<T extends Item>(pk: KeyPart[], sk: KeyPart[], options: { consistent?: boolean } = {}): Promise<T | undefined> {
    const out = await documentClient.send(
      new GetCommand({
        TableName: tableName(),
        Key: { pk: this.key(...pk), sk: this.key(...sk) },
        ConsistentRead: options.consistent ?? false,
      }),
    );
    return out.Item as T | undefined;
  }

  /** Builds a full item: keys prefixed, index keys prefixed, data attributes as given. */
  item(keys: { pk: KeyPart[]; sk: KeyPart[]; gsi1?: [KeyPart[], KeyPart[]]; gsi2?: [KeyPart[], KeyPart[]] }, data: Item): Item {
    const out: Item = { ...data, pk: this.key(...keys.pk), sk: this.key(...keys.sk) };
    if (keys.gsi1) {
      out.gsi1pk = this.key(...keys.gsi1[0]);
      out.gsi1sk = this.key(...keys.gsi1[1]);
    }
    if (keys.gsi2) {
      out.gsi2pk = this.key(...keys.gsi2[0]);
      out.gsi2sk = this.key(...keys.gsi2[1]);
    }
    return out;
  }

  /** Writes an item; with `create` it fails with ConditionFailed when the key already exists. */
  async put(item: Item, options: { create?: boolean } = {}): Promise<void> {
    this.assertOwn(item);
    try {
      await documentClient.send(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          ConditionExpression: options.create ? 'attribute_not_exists(pk)' : undefined,
        }),
      );
    } catch (err) {
      throw translate(err);
    }
  }

  /**
   * Sets attributes on an existing item, optionally only when `expected` attributes hold the given
   * values (a state transition or an optimistic version check). Returns the new item.
   */
  async update<T extends Item>(
    pk: KeyPart[],
    sk: KeyPart[],
    set: Item,
    options: { expected?: Item; add?: Record<string, number> } = {},
  ): Promise<T> {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets = Object.entries(set).map(([name, value], i) => {
      names[`#s${i}`] = name;
      values[`:s${i}`] = value;
      return `#s${i} = :s${i}`;
    });
    const adds = Object.entries(options.add ?? {}).map(([name, value], i) => {
      names[`#a${i}`] = name;
      values[`:a${i}`] = value;
      return `#a${i} :a${i}`;
    });
    const conditions = ['attribute_exists(pk)'];
    Object.entries(options.expected ?? {}).forEach(([name, value], i) => {
      names[`#e${i}`] = name;
      values[`:e${i}`] = value;
      conditions.push(`#e${i} = :e${i}`);
    });
    const expression = [sets.length ? `SET ${sets.join(', ')}` : '', adds.length ? `ADD ${adds.join(', ')}` : '']
      .filter(Boolean)
      .join(' ');
    try {
      const out = await documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: this.key(...pk), sk: this.key(...sk) },
          UpdateExpression: expression,
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return out.Attributes as T;
    } catch (err) {
      throw translate(err);
    }
  }

  /**
   * A page of the items under one partition (of the table or of an index), in key order, resumed from
   * an opaque cursor. `beginsWith` narrows the sort key.
   */
  async query<T extends Item>(options: {
    index?: IndexName;
    pk: KeyPart[];
    beginsWith?: KeyPart[];
    /** Sort keys strictly before this one (e.g. dates before today). */
    before?: KeyPart[];
    /** Read-your-writes on the base table (not allowed on a GSI). */
    consistent?: boolean;
    limit?: number;
    cursor?: string | null;
    descending?: boolean;
    filter?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
  }): Promise<Page<T>> {
    const pkName = options.index ? `${options.index}pk` : 'pk';
    const skName = options.index ? `${options.index}sk` : 'sk';
    const names: Record<string, string> = { '#pk': pkName, ...options.filter?.names };
    const values: Record<string, unknown> = { ':pk': this.key(...options.pk), ...options.filter?.values };
    let condition = '#pk = :pk';
    if (options.beginsWith) {
      names['#sk'] = skName;
      values[':sk'] = this.key(...options.beginsWith);
      condition += ' AND begins_with(#sk, :sk)';
    } else if (options.before) {
      names['#sk'] = skName;
      values[':sk'] = this.key(...options.before);
      condition += ' AND #sk < :sk';
    }
    const input: QueryCommandInput = {
      TableName: tableName(),
      IndexName: options.index,
      KeyConditionExpression: condition,
      FilterExpression: options.filter?.expression,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      Limit: options.limit,
      ScanIndexForward: !options.descending,
      ExclusiveStartKey: options.cursor ? this.decodeCursor(options.cursor) : undefined,
      ConsistentRead: options.consistent,
    };
    const out = await documentClient.send(new QueryCommand(input));
    return {
      items: (out.Items ?? []) as T[],
      nextCursor: out.LastEvaluatedKey ? encodeCursor(out.LastEvaluatedKey) : null,
    };
  }

  /** Every item of one partition, following pages; for small, bounded partitions only. */
  async queryAll<T extends Item>(options: Parameters<TenantTable['query']>[0]): Promise<T[]> {
    const all: T[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<T> = await this.query<T>({ ...options, cursor });
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  }

  /** Counts the items of a partition without reading them. */
  async count(options: { index?: IndexName; pk: KeyPart[]; beginsWith?: KeyPart[] }): Promise<number> {
    const pkName = options.index ? `${options.index}pk` : 'pk';
    const skName = options.index ? `${options.index}sk` : 'sk';
    let total = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const out = await documentClient.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: options.index,
          Select: 'COUNT',
          KeyConditionExpression: options.beginsWith ? '#pk = :pk AND begins_with(#sk, :sk)' : '#pk = :pk',
          ExpressionAttributeNames: options.beginsWith ? { '#pk': pkName, '#sk': skName } : { '#pk': pkName },
          ExpressionAttributeValues: options.beginsWith
            ? { ':pk': this.key(...options.pk), ':sk': this.key(...options.beginsWith) }
            : { ':pk': this.key(...options.pk) },
          ExclusiveStartKey: start,
        }),
      );
      total += out.Count ?? 0;
      start = out.LastEvaluatedKey;
    } while (start);
    return total;
  }

  /** Next value of a per-tenant atomic counter (certificate and claim numbers). */
  async nextNumber(counter: string): Promise<number> {
    const out = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: this.key('CONTADOR', counter), sk: this.key('CONTADOR') },
        UpdateExpression: 'ADD #v :one',
        ExpressionAttributeNames: { '#v': 'valor' },
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.valor);
  }

  /** The audit item of a state change; put it in the same transaction as the change itself. */
  auditItem(change: AuditChange): Item {
    const at = new Date().toISOString();
    return this.item(
      { pk: ['AUDIT', change.entity, change.id], sk: ['AUDIT', at, randomUUID().slice(0, 8)] },
      {
        tipo: 'auditoria',
        entidad: change.entity,
        entidadId: String(change.id),
        accion: change.action,
        usuarioId: change.by.id,
        usuarioEmail: change.by.email,
        desde: change.from,
        hacia: change.to,
        detalle: change.detail,
        fecha: at,
      },
    );
  }

  async auditTrail(entity: string, id: KeyPart, consistent = false): Promise<Item[]> {
    return this.queryAll({ pk: ['AUDIT', entity, id], consistent });
  }

  /**
   * Writes several items atomically. Each entry is a put (optionally create-only), a conditional
   * update, or a condition check; a failed condition rolls everything back and throws ConditionFailed.
   */
  async transact(
    writes: (
      | { put: Item; create?: boolean; expected?: Item }
      | { update: { pk: KeyPart[]; sk: KeyPart[]; set: Item; expected?: Item } }
      | { delete: { pk: KeyPart[]; sk: KeyPart[] } }
    )[],
  ): Promise<void> {
    const items = writes.map((w) => {
      if ('put' in w) {
        this.assertOwn(w.put);
        const expected = Object.entries(w.expected ?? {});
        return {
          Put: {
            TableName: tableName(),
            Item: w.put,
            ConditionExpression: w.create
              ? 'attribute_not_exists(pk)'
              : expected.length
                ? expected.map((_, i) => `#e${i} = :e${i}`).join(' AND ')
                : undefined,
            ExpressionAttributeNames: expected.length ? Object.fromEntries(expected.map(([k], i) => [`#e${i}`, k])) : undefined,
            ExpressionAttributeValues: expected.length
              ? Object.fromEntries(expected.map(([, v], i) => [`:e${i}`, v]))
              : undefined,
          },
        };
      }
      if ('delete' in w) {
        return { Delete: { TableName: tableName(), Key: { pk: this.key(...w.delete.pk), sk: this.key(...w.delete.sk) } } };
      }
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = {};
      const sets = Object.entries(w.update.set).map(([name, value], i) => {
        names[`#s${i}`] = name;
        values[`:s${i}`] = value;
        return `#s${i} = :s${i}`;
      });
      const conditions = ['attribute_exists(pk)'];
      Object.entries(w.update.expected ?? {}).forEach(([name, value], i) => {
        names[`#e${i}`] = name;
        values[`:e${i}`] = value;
        conditions.push(`#e${i} = :e${i}`);
      });
      return {
        Update: {
          TableName: tableName(),
          Key: { pk: this.key(...w.update.pk), sk: this.key(...w.update.sk) },
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      };
    });
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    } catch (err) {
      throw translate(err);
    }
  }

  private assertOwn(item: Item): void {
    const prefix = `${this.tenant}${SEPARATOR}`;
    for (const k of ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk']) {
      const value = item[k];
      if (value !== undefined && !(typeof value === 'string' && value.startsWith(prefix))) {
        throw new Error(`key ${k} of an item does not belong to tenant ${this.tenant}`);
      }
    }
  }

  private decodeCursor(cursor: string): Record<string, unknown> {
    let key: unknown;
    try {
      key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      throw new InvalidCursor();
    }
    const prefix = `${this.tenant}${SEPARATOR}`;
    // A cursor is client-held: refuse one whose keys point into another tenant's partition.
    if (!key || typeof key !== 'object' || !Object.values(key).every((v) => typeof v === 'string' && v.startsWith(prefix))) {
      throw new InvalidCursor();
    }
    return key as Record<string, unknown>;
  }
}

export class InvalidCursor extends Error {
  constructor() {
    super('invalid cursor');
  }
}

const encodeCursor = (key: Record<string, unknown>): string => Buffer.from(JSON.stringify(key)).toString('base64url');

const translate = (err: unknown): unknown => {
  if (err instanceof ConditionalCheckFailedException) return new ConditionFailed();
  if (err instanceof TransactionCanceledException) {
    const reasons = err.CancellationReasons?.map((r) => r.Code) ?? [];
    if (reasons.some((r) => r === 'ConditionalCheckFailed')) return new ConditionFailed(reasons);
  }
  return err;
};

/** An entity's audit trail as the timeline the screens show (states stay as stored: numbers or ids). */
export const historialDe = <E>(items: Item[], estado: (v: unknown) => E | null) =>
  items.map((h) => ({
    fecha: String(h.fecha),
    accion: String(h.accion),
    desde: estado(h.desde),
    hacia: estado(h.hacia),
    usuario: String(h.usuarioEmail ?? h.usuarioId ?? ''),
  }));
