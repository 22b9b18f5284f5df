import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { JOBS } from '#shared/contract/jobs.ts';
import { ROOT } from '#scripts/local/config.ts';
import { findJob, startScheduler } from '#scripts/local/scheduler.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { Latido } from '#lib/data/plataforma.ts';
import { clavePeriodo } from '#shared/declaraciones/periodo.ts';
import { Declaracion } from '#lib/data/declaraciones.ts';
import { segmentoCliente } from '#lib/declaraciones/cierre/segmentos.ts';
import { mesDeClientes } from './cierre-datos.ts';
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

  it('`npm run job -- cerrar-mes` runs the month close as its queue does: start, segments, last step, bordereaux', async () => {
    const m = await mesDeClientes(2);
    const datos = fs.mkdtempSync(path.join(os.tmpdir(), 'job-cierre-'));
    const { stdout } = await run(
      'npm',
      ['run', '--silent', 'job', '--', 'cerrar-mes', '--tenant', 'cargosur', '--periodo', clavePeriodo(m.p)],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DYNAMODB_PORT: String(inject('dynamodbPort')),
          S3_PORT: String(inject('s3Port')),
          LOCAL_DATA_DIR: datos,
          LOG_LEVEL: 'silent',
          NODE_NO_WARNINGS: '1',
        },
      },
    ).finally(() => fs.rmSync(datos, { recursive: true, force: true }));
    const pasos = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { job: string; result: { paso: string; segmento?: string } })
      .map((l) => [l.result.paso, l.result.segmento ?? '']);
    expect(pasos[0]).toEqual(['inicio', '']);
    expect(
      pasos
        .filter(([paso]) => paso === 'segmento')
        .map(([, s]) => s)
        .sort(),
    ).toEqual(m.clientes.map(segmentoCliente).sort());
    expect(pasos.filter(([paso]) => paso === 'bordereau')).toHaveLength(2);
    expect(await new TenantDb('cargosur').get(Declaracion, { id: m.ids.venta }, { consistent: true })).toMatchObject({
      estado: 2,
      cantidadTransporte: 6,
    });
  }, 120_000);

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
