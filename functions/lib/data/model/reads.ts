/** Reads by key: one item, or several in BatchGet pages (TenantDb.get, TenantDb.getMany). */
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';
import type { AnyEntity, ItemOf, KeyOf } from './entity.ts';
import { attributesOf, type Item, tableKey } from './stored.ts';

export const getItem = async <E extends AnyEntity>(
  tenant: string,
  entity: E,
  key: KeyOf<E>,
  options: { consistent?: boolean },
): Promise<ItemOf<E> | undefined> => {
  const out = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: tableKey(tenant, entity, key), ConsistentRead: options.consistent }),
  );
  return out.Item ? attributesOf<ItemOf<E>>(out.Item) : undefined;
};

/** Several items in one BatchGet (any entities), answered in the order asked; missing ones are undefined. */
export const getMany = async (
  tenant: string,
  requests: { entity: AnyEntity; key: Item }[],
  options: { consistent?: boolean },
): Promise<(Item | undefined)[]> => {
  const keys = requests.map((r) => tableKey(tenant, r.entity, r.key));
  const found = new Map<string, Item>();
  const unique = [...new Map(keys.map((k) => [`${k.pk}\n${k.sk}`, k])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    let pending: Item[] | undefined = unique.slice(i, i + 100);
    for (let attempt = 0; pending?.length; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
      const out = await documentClient().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: options.consistent } } }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) found.set(`${item.pk}\n${item.sk}`, item);
      pending = out.UnprocessedKeys?.[tableName()]?.Keys as Item[] | undefined;
    }
  }
  return keys.map((k) => {
    const item = found.get(`${k.pk}\n${k.sk}`);
    return item ? attributesOf<Item>(item) : undefined;
  });
};
