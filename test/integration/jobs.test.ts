import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { JOBS } from '#shared/contract/jobs.ts';
import { ROOT } from '#scripts/local/config.ts';
import { findJob, startScheduler } from '#scripts/local/scheduler.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { Latido } from '#lib/data/plataforma.ts';
import { useTestEmulators } from './helpers.ts';

const run = promisify(execFile);
const today = () => new Date().toISOString().slice(0, 10);

const heartbeat = async (): Promise<number> => {
  const latido = await new TenantDb('_system').get(Latido, { job: 'latido-planificador', dia: today() }, { consistent: true });
  return latido?.corridas ?? 0;
};

describe('scheduled jobs', () => {
  beforeAll(() => useTestEmulators());

  it('every job of the contract has a handler and a schedule', () => {
    for (const job of JOBS) {
      expect(job.schedule).toMatch(/^(rate|cron)\(.+\)$/);
      expect(findJob(job.name)).toBe(job);
    }
  });

  it('`npm run job -- latido-planificador` runs the job once against the running table', async () => {
    const before = await heartbeat();
    const { stdout } = await run('npm', ['run', '--silent', 'job', '--', 'latido-planificador'], {
      cwd: ROOT,
      env: { ...process.env, DYNAMODB_PORT: String(inject('dynamodbPort')), NODE_NO_WARNINGS: '1' },
    });
    expect(JSON.parse(stdout.trim().split('\n').pop() as string)).toMatchObject({ job: 'latido-planificador' });
    expect(await heartbeat()).toBe(before + 1);
  });

  it('the local scheduler runs the same handler on its timer', async () => {
    const before = await heartbeat();
    const scheduler = startScheduler([findJob('latido-planificador')!], 150);
    await new Promise((r) => setTimeout(r, 700));
    await scheduler.stop();
    expect(await heartbeat()).toBeGreaterThanOrEqual(before + 2);
  });

  it('a job event delivered twice is counted once', async () => {
    const { handler } = await import('#functions/jobs/latido-planificador.ts');
    const event = { id: 'evento-duplicado', time: new Date().toISOString() };
    const before = await heartbeat();
    await handler(event);
    await handler(event);
    expect(await heartbeat()).toBe(before + 1);
  });
});
