import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { jobEntry, type Job } from '#shared/contract/define.ts';
import { JOBS } from '#shared/contract/jobs.ts';
import { findTenant, TENANTS } from '#shared/tenants/tenants.ts';
import { ROOT } from './config.ts';
import type { Running } from './emulators.ts';
import { enforceGrantsLocally } from './iam.ts';
import { conEntregas, routeJobsLocally } from './trabajos.ts';

type JobEvent = Record<string, string>;
type JobHandler = (event: JobEvent) => Promise<unknown>;

export interface JobOptions {
  /** A tenant job for this tenant only. */
  tenant?: string;
  /** Passed on in the event (`--periodo 2026-10` becomes `periodo: '2026-10'`). */
  args?: Record<string, string>;
}

/** One invocation of a job's handler and how it ended. */
export interface JobRun {
  tenant?: string;
  result?: unknown;
  error?: string;
}

/** The tenant of each run: every tenant or the one asked for; a global job has a single run, for none. */
const tenantsOf = (job: Job, only: string | undefined): (string | undefined)[] => {
  if (job.scope === 'global') {
    if (only !== undefined) throw new Error(`${job.name} corre una sola vez, no por tenant`);
    return [undefined];
  }
  if (only === undefined) return TENANTS.map((t) => t.id);
  if (!findTenant(only)) throw new Error(`Tenant desconocido: ${only}`);
  return [only];
};

/**
 * Runs a job once, the way its schedule does in the cloud: a global job gets one event shaped like
 * EventBridge's; a tenant job one run `{ tenant, time, id }` per tenant, as the dispatcher queues
 * them, here one after another. The runs a job queues for itself (a month close's segments, a
 * continuation) are delivered as its queue would, and are answered too, once the queue is empty. A
 * tenant that fails does not stop the others.
 */
export const runJob = async (job: Job, options: JobOptions = {}): Promise<JobRun[]> => {
  const tenants = tenantsOf(job, options.tenant);
  routeJobsLocally();
  const { handler } = (await import(pathToFileURL(path.join(ROOT, jobEntry(job))).href)) as { handler: JobHandler };
  const time = new Date().toISOString();
  const event: JobEvent = { id: `${job.name}-${time}`, time, ...options.args };
  const { valor: runs, entregas } = await conEntregas(async () => {
    const directas: JobRun[] = [];
    for (const tenant of tenants) {
      try {
        directas.push({ tenant, result: await handler(tenant ? { ...event, tenant } : event) });
      } catch (err) {
        directas.push({ tenant, error: err instanceof Error ? err.message : String(err) });
      }
    }
    return directas;
  });
  return [
    ...runs,
    ...entregas
      .filter((e) => e.job === job.name)
      .map(({ cuerpo, result, error }) => ({ tenant: (JSON.parse(cuerpo) as { tenant?: string }).tenant, result, error })),
  ];
};

export const findJob = (name: string): Job | undefined => JOBS.find((j) => j.name === name);

const logFailures = (job: Job, runs: JobRun[]) => {
  for (const run of runs.filter((r) => r.error !== undefined)) {
    console.error(JSON.stringify({ level: 'error', message: 'job failed', job: job.name, tenant: run.tenant, error: run.error }));
  }
};

/**
 * The local stand-in for the EventBridge rules: every job of the contract on its own timer, the
 * first run right away. A run that fails is logged and retried at its next tick.
 */
export const startScheduler = (jobs: readonly Job[] = JOBS, everyMs?: number): Running => {
  enforceGrantsLocally();
  const timers = jobs.map((job) => {
    const tick = () =>
      runJob(job).then(
        (runs) => logFailures(job, runs),
        (err: unknown) => logFailures(job, [{ error: String(err) }]),
      );
    void tick();
    return setInterval(tick, everyMs ?? job.localEveryMs);
  });
  return {
    name: 'scheduler',
    stop: async () => timers.forEach(clearInterval),
  };
};
