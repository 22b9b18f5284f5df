import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Contador, Secuencia } from './counters.ts';
import { ConditionFailed, TenantDb, TransactionConflict } from './db.ts';

const dynamo = mockClient(DynamoDBDocumentClient);

beforeAll(() => {
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  vi.stubEnv('TABLE_NAME', 'tabla');
});

beforeEach(() => {
  dynamo.reset();
});

afterAll(() => {
  dynamo.restore();
  vi.unstubAllEnvs();
});

/** DynamoDB's answer to a cancelled transaction: one reason per item, in the transaction's order. */
const cancelada = (...codes: string[]) =>
  new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
    $metadata: { httpStatusCode: 400 },
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const dos = [
  Secuencia.update({ nombre: 'a' }, { add: { valor: 1 } }, { upsert: true }),
  Contador.update({ ambito: 'tenant', ambitoId: '-', metrica: 'x' }, { add: { valor: 1 } }, { upsert: true }),
];

describe('a cancelled transaction, as DynamoDB answers it', () => {
  it('another writer held one of its items: TransactionConflict (nothing written, try again)', async () => {
    dynamo.on(TransactWriteCommand).rejectsOnce(cancelada('None', 'TransactionConflict'));
    await expect(new TenantDb('cargosur').write(dos)).rejects.toBeInstanceOf(TransactionConflict);
  });

  it('a condition failed: ConditionFailed with the reasons in order, whatever else the answer holds', async () => {
    dynamo.on(TransactWriteCommand).rejectsOnce(cancelada('ConditionalCheckFailed', 'TransactionConflict'));
    const err = await new TenantDb('cargosur').write(dos).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConditionFailed);
    expect((err as ConditionFailed).reasons).toEqual(['ConditionalCheckFailed', 'TransactionConflict']);
  });
});
