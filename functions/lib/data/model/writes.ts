/**
 * Writes: one directly, several as one transaction (all or nothing), and the update that answers the
 * item after it (TenantDb.write, TenantDb.updated). Every condition a write carries is built here.
 */
import { DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';
import { type ItemOf, ROW_ATTRIBUTE, TYPE_ATTRIBUTE, type AnyEntity, type UpdateOp, type WriteOp } from './entity.ts';
import { translate } from './errors.ts';
import { Expression } from './expression.ts';
import { attributesOf, storedItem, tableKey } from './stored.ts';

const isIncrement = (op: WriteOp): op is UpdateOp => op.type === 'update' && !op.mustExist && !op.set && !op.when && !!op.add;

/**
 * A transaction may touch an item once: increments of the same counter by several writes (two
 * certificates of one company created together) are summed into one.
 */
export const coalesce = (ops: WriteOp[]): WriteOp[] => {
  const sums = new Map<string, UpdateOp>();
  const out: WriteOp[] = [];
  for (const op of ops) {
    if (!isIncrement(op)) {
      out.push(op);
      continue;
    }
    const id = `${op.entity.name}|${JSON.stringify(op.key)}`;
    const prev = sums.get(id);
    if (!prev) {
      const copy = { ...op, add: { ...op.add } };
      sums.set(id, copy);
      out.push(copy);
      continue;
    }
    for (const [attr, v] of Object.entries(op.add ?? {})) prev.add![attr] = (prev.add![attr] ?? 0) + v;
  }
  return out;
};

/** Runs writes: one directly, several as one transaction (all or nothing). */
export const write = async (tenant: string, ops: WriteOp | WriteOp[]): Promise<void> => {
  const list = coalesce(Array.isArray(ops) ? ops : [ops]);
  if (!list.length) return;
  try {
    if (list.length === 1) await single(tenant, list[0]!);
    else await documentClient().send(new TransactWriteCommand({ TransactItems: list.map((op) => transactItem(tenant, op)) }));
  } catch (err) {
    throw translate(err);
  }
};

/** One update that answers the item as it is after it (counters, sequences, heartbeats). */
export const updated = async <E extends AnyEntity>(tenant: string, op: UpdateOp): Promise<ItemOf<E>> => {
  try {
    const out = await documentClient().send(new UpdateCommand({ ...updateInput(tenant, op), ReturnValues: 'ALL_NEW' }));
    return attributesOf<ItemOf<E>>(out.Attributes ?? {});
  } catch (err) {
    throw translate(err);
  }
};

const single = async (tenant: string, op: WriteOp): Promise<void> => {
  const client = documentClient();
  if (op.type === 'put') await client.send(new PutCommand(putInput(tenant, op)));
  else if (op.type === 'update') await client.send(new UpdateCommand(updateInput(tenant, op)));
  else if (op.type === 'delete') await client.send(new DeleteCommand(deleteInput(tenant, op)));
  else throw new Error('a condition check only makes sense inside a transaction');
};

const transactItem = (tenant: string, op: WriteOp) => {
  if (op.type === 'put') return { Put: putInput(tenant, op) };
  if (op.type === 'update') return { Update: updateInput(tenant, op) };
  if (op.type === 'delete') return { Delete: deleteInput(tenant, op) };
  const expr = new Expression();
  const conditions = ['attribute_exists(pk)', ...expr.conditions(op.when)];
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: tableKey(tenant, op.entity, op.key),
      ConditionExpression: conditions.join(' AND '),
      ...expr.attributes,
    },
  };
};

const putInput = (tenant: string, op: WriteOp & { type: 'put' }) => {
  const expr = new Expression();
  const conditions = [...(op.create ? ['attribute_not_exists(pk)'] : []), ...expr.conditions(op.when)];
  return {
    TableName: tableName(),
    Item: storedItem(tenant, op.entity, op.item),
    ConditionExpression: conditions.length ? conditions.join(' AND ') : undefined,
    ...expr.attributes,
  };
};

const updateInput = (tenant: string, op: UpdateOp) => {
  const expr = new Expression();
  // Key attributes and the type are set too, so an item an update creates reads like any other.
  const sets = [
    ...Object.entries({ ...op.key, ...op.set, [TYPE_ATTRIBUTE]: op.entity.name }).map(
      ([attr, v]) => `${expr.name(attr)} = ${expr.value(v)}`,
    ),
    ...Object.entries(op.rowSet ?? {}).map(([attr, v]) => `${expr.name(ROW_ATTRIBUTE)}.${expr.name(attr)} = ${expr.value(v)}`),
  ];
  const adds = Object.entries(op.add ?? {}).map(([attr, v]) => {
    if (!Number.isFinite(v)) throw new Error(`${op.entity.name}.${attr}: an increment must be finite`);
    return `${expr.name(attr)} ${expr.value(v)}`;
  });
  const conditions = [...(op.mustExist ? ['attribute_exists(pk)'] : []), ...expr.conditions(op.when)];
  return {
    TableName: tableName(),
    Key: tableKey(tenant, op.entity, op.key),
    UpdateExpression: [`SET ${sets.join(', ')}`, adds.length ? `ADD ${adds.join(', ')}` : ''].filter(Boolean).join(' '),
    ConditionExpression: conditions.length ? conditions.join(' AND ') : undefined,
    ...expr.attributes,
  };
};

const deleteInput = (tenant: string, op: WriteOp & { type: 'delete' }) => {
  const expr = new Expression();
  const conditions = expr.conditions(op.when);
  return {
    TableName: tableName(),
    Key: tableKey(tenant, op.entity, op.key),
    ConditionExpression: conditions.length ? conditions.join(' AND ') : undefined,
    ...expr.attributes,
  };
};
