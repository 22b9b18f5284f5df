import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TENANTS } from '#shared/tenants/tenants.ts';
import { handler } from './repartir-por-tenant.ts';

const sqs = mockClient(SQSClient);
const EVENT = { id: 'evento-1', time: '2026-11-23T03:15:00Z' };

beforeAll(() => {
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('JOB_NAME', 'vencer-cotizaciones');
  vi.stubEnv('JOB_QUEUE_URL', 'https://sqs.us-east-1.amazonaws.com/123456789012/cola');
});

beforeEach(() => {
  sqs.reset();
});

afterAll(() => {
  sqs.restore();
  vi.unstubAllEnvs();
});

describe('repartir-por-tenant', () => {
  it('queues one message { tenant, time, id } per tenant, at most ten per call', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    await expect(handler(EVENT)).resolves.toEqual({ tenants: TENANTS.length });
    const calls = sqs.commandCalls(SendMessageBatchCommand).map((c) => c.args[0].input);
    expect(calls).toHaveLength(Math.ceil(TENANTS.length / 10));
    for (const input of calls) {
      expect(input.QueueUrl).toBe(process.env.JOB_QUEUE_URL);
      expect(input.Entries!.length).toBeLessThanOrEqual(10);
    }
    const bodies = calls.flatMap((input) => input.Entries!.map((e) => JSON.parse(e.MessageBody!)));
    expect(bodies).toEqual(TENANTS.map((t) => ({ tenant: t.id, ...EVENT })));
  });

  it('fails when an entry is refused, after queueing the rest, so EventBridge retries it', async () => {
    sqs
      .on(SendMessageBatchCommand)
      .resolves({ Successful: [], Failed: [{ Id: 'cargosur', Code: 'Throttled', SenderFault: false }] });
    await expect(handler(EVENT)).rejects.toThrow(/not queued/);
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(Math.ceil(TENANTS.length / 10));
  });
});
