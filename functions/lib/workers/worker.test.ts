import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WORKERS } from '#shared/contract/workers.ts';
import { currentInvocation } from '../aws/context.ts';
import { workerHandler } from './worker.ts';

const record = (messageId: string, body: string): SQSRecord => ({ messageId, body }) as SQSRecord;
const sqsEvent = (...records: SQSRecord[]): SQSEvent => ({ Records: records });

beforeAll(() => vi.stubEnv('LOG_LEVEL', 'silent'));
afterAll(() => vi.unstubAllEnvs());

describe('workerHandler', () => {
  it('runs each message as the worker (its declared access, its function’s deadline) and reports only the failed ones', async () => {
    const vistos: unknown[] = [];
    const handler = workerHandler('generar-exportacion', async (mensaje) => {
      const inv = currentInvocation()!;
      vistos.push({ mensaje, nombre: inv.name, uses: inv.access.uses, conPlazo: inv.vence !== undefined });
      if ((mensaje as { id: string }).id === 'mala') throw new Error('falló');
    });
    const context = { getRemainingTimeInMillis: () => 300_000 } as Context;
    const answer = await handler(
      sqsEvent(record('m1', '{"id":"buena"}'), record('m2', '{"id":"mala"}'), record('m3', 'no es json')),
      context,
    );
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }, { itemIdentifier: 'm3' }] });
    const { uses } = WORKERS.find((w) => w.name === 'generar-exportacion')!;
    expect(vistos).toEqual([
      { mensaje: { id: 'buena' }, nombre: 'generar-exportacion', uses, conPlazo: true },
      { mensaje: { id: 'mala' }, nombre: 'generar-exportacion', uses, conPlazo: true },
    ]);
  });

  it('refuses a worker the contract does not list', () => {
    expect(() => workerHandler('otro', async () => undefined)).toThrow(/not in the contract/);
  });
});
