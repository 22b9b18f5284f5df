import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { jobEntry, type Job } from '#shared/contract/define.ts';
import { JOBS } from '#shared/contract/jobs.ts';
import { ROOT } from './config.ts';
import type { Running } from './emulators.ts';

type JobHandler = (event: { id?: string; time?: string }) => Promise<unknown>;

/** Runs one job's handler once, with an event shaped like EventBridge's scheduled event. */
export const runJob = async (job: Job): Promise<unknown> => {
  const { handler } = (await import(pathToFileURL(path.join(ROOT, jobEntry(job))).href)) as { handler: JobHandler };
  const time = new Date().toISOString();
  return handler({ id: `${job.name}-${time}`, time });
};

export const findJob = (name: string): Job | undefined => JOBS.find((j) => j.name === name);

/**
 * The local stand-in for the EventBridge rules: every job of the contract on its own timer, the
 * first run right away. A job that fails is logged and retried at its next tick.
 */
export const startScheduler = (jobs: readonly Job[] = JOBS, everyMs?: number): Running => {
  const timers = jobs.map((job) => {
    const tick = () =>
      runJob(job).catch((err: unknown) =>
        console.error(JSON.stringify({ level: 'error', message: 'job failed', job: job.name, error: String(err) })),
      );
    void tick();
    return setInterval(tick, everyMs ?? job.localEveryMs);
  });
  return {
    name: 'scheduler',
    stop: async () => timers.forEach(clearInterval),
  };
};
