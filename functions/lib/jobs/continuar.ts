import { encolarCorridas } from '../ports/cola-trabajos.ts';
import type { TenantRun } from './tenant-job.ts';

/**
 * A tenant job whose work outlasts one invocation queues its own run again (same tenant, time, id and
 * options) on its queue, and the next invocation goes on where this one stopped: the job reads only
 * what is left, so a repeated message is harmless.
 */
export const continuarDespues = (job: string, run: TenantRun): Promise<void> => encolarCorridas(job, [run]);

/** The time a job run may use (JOB_BUDGET_MS, set in the cloud below the function's timeout); none locally. */
export const limiteDeTiempo = (): number | undefined => {
  const ms = Number(process.env.JOB_BUDGET_MS);
  return Number.isFinite(ms) && ms > 0 ? Date.now() + ms : undefined;
};
