import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { colaLocal, consumirColaLocal } from './local.ts';
import { colaSqs } from './sqs.ts';

const sqs = mockClient(SQSClient);
const URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/cola-cerrar-mes';
const corrida = (i: number) => ({
  tenant: 'cargosur',
  time: '2026-11-01T06:30:00.000Z',
  id: 'evento-1',
  args: { periodo: '2026-10', paso: 'segmento', ronda: '1', segmento: `cliente-${i}` },
});

beforeAll(() => {
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
});

beforeEach(() => {
  sqs.reset();
  vi.stubEnv('JOB_QUEUE_URL', URL);
});

afterAll(() => {
  sqs.restore();
  vi.unstubAllEnvs();
});

describe('the job queue in the cloud (SQS)', () => {
  it('sends every run to the function’s own queue, ten per call, as the flat message tenantJob reads', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    await colaSqs().encolar(
      'cerrar-mes',
      Array.from({ length: 23 }, (_, i) => corrida(i)),
    );
    const calls = sqs.commandCalls(SendMessageBatchCommand).map((c) => c.args[0].input);
    expect(calls.map((c) => c.Entries!.length)).toEqual([10, 10, 3]);
    expect(calls.every((c) => c.QueueUrl === URL)).toBe(true);
    expect(JSON.parse(calls[2]!.Entries![2]!.MessageBody!)).toEqual({
      periodo: '2026-10',
      paso: 'segmento',
      ronda: '1',
      segmento: 'cliente-22',
      tenant: 'cargosur',
      time: '2026-11-01T06:30:00.000Z',
      id: 'evento-1',
    });
    expect(new Set(calls.flatMap((c) => c.Entries!.map((e) => e.Id))).size).toBe(23);
  });

  it('fails the run when SQS refuses an entry (its message is retried and queues again)', async () => {
    sqs
      .on(SendMessageBatchCommand)
      .resolves({ Successful: [], Failed: [{ Id: '1', Code: 'InternalError', SenderFault: false }] });
    await expect(colaSqs().encolar('cerrar-mes', [corrida(0), corrida(1)])).rejects.toThrow(
      /1 runs not queued: 1: InternalError/,
    );
  });

  it('refuses to run without its queue', async () => {
    vi.stubEnv('JOB_QUEUE_URL', '');
    await expect(colaSqs().encolar('cerrar-mes', [corrida(0)])).rejects.toThrow(/JOB_QUEUE_URL/);
  });
});

describe('the local job queue', () => {
  it('never drops a run: with no consumer attached it fails', async () => {
    await expect(colaLocal().encolar('cerrar-mes', [corrida(0)])).rejects.toThrow(/no tiene consumidor/);
  });

  it('hands the consumer the job and the message body SQS would carry', async () => {
    const recibidas: [string, string][] = [];
    consumirColaLocal((job, cuerpo) => recibidas.push([job, cuerpo]));
    await colaLocal().encolar('cerrar-mes', [corrida(0), corrida(1)]);
    expect(recibidas.map(([job, cuerpo]) => [job, JSON.parse(cuerpo).segmento, JSON.parse(cuerpo).tenant])).toEqual([
      ['cerrar-mes', 'cliente-0', 'cargosur'],
      ['cerrar-mes', 'cliente-1', 'cargosur'],
    ]);
  });
});
