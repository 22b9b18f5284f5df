import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenantJob } from './tenant-job.ts';

const TIME = '2026-11-23T03:15:00.000Z';

const record = (messageId: string, body: string): SQSRecord => ({ messageId, body }) as SQSRecord;
const sqsEvent = (...records: SQSRecord[]): SQSEvent => ({ Records: records });

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'silent');
});

afterAll(() => {
  vi.unstubAllEnvs();
});

describe('tenantJob', () => {
  it('runs a direct event for its tenant and answers what the run answers', async () => {
    const run = vi.fn(async (tenant: string) => ({ tenant, hechos: 2 }));
    const handler = tenantJob('vencer-cotizaciones', run);
    await expect(handler({ tenant: 'cargosur', time: TIME, id: 'evento-1' })).resolves.toEqual({ tenant: 'cargosur', hechos: 2 });
    expect(run).toHaveBeenCalledWith('cargosur', { time: TIME, id: 'evento-1', args: {} });
  });

  it('passes a run by hand its short string options, and nothing else', async () => {
    const run = vi.fn(async () => undefined);
    const handler = tenantJob('vencer-cotizaciones', run);
    await handler({ tenant: 'cargosur', time: TIME, id: 'evento-1', periodo: '2026-10', n: 3, largo: 'x'.repeat(41) } as never);
    expect(run).toHaveBeenCalledWith('cargosur', { time: TIME, id: 'evento-1', args: { periodo: '2026-10' } });
  });

  it('refuses a tenant that is not in TENANTS before running anything', async () => {
    const run = vi.fn(async () => undefined);
    const handler = tenantJob('vencer-cotizaciones', run);
    await expect(handler({ tenant: 'otro', time: TIME, id: 'evento-1' })).rejects.toThrow(/unknown tenant/);
    await expect(handler({ tenant: 'cargosur', time: 'ayer', id: 'evento-1' })).rejects.toThrow(/invalid run time/);
    await expect(handler({ tenant: 'cargosur', time: TIME, id: '' })).rejects.toThrow(/invalid run id/);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs each queue message and reports only the failed ones', async () => {
    const run = vi.fn(async (tenant: string) => {
      if (tenant === 'rotasul') throw new Error('falló');
    });
    const handler = tenantJob('vencer-cotizaciones', run);
    const body = (tenant: string) => JSON.stringify({ tenant, time: TIME, id: 'evento-1' });
    const answer = await handler(
      sqsEvent(
        record('m1', body('cargosur')),
        record('m2', body('rotasul')),
        record('m3', body('desconocido')),
        record('m4', 'no es json'),
        record('m5', body('fletepago')),
      ),
    );
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }, { itemIdentifier: 'm3' }, { itemIdentifier: 'm4' }] });
    expect(run.mock.calls.map(([tenant]) => tenant)).toEqual(['cargosur', 'rotasul', 'fletepago']);
  });
});
