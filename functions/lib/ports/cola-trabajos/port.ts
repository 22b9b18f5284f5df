import type { TenantRun } from '../../jobs/tenant-job.ts';

/** A tenant job's own queue: the runs it queues are delivered to the same job, one invocation each. */
export interface ColaTrabajos {
  encolar(job: string, corridas: TenantRun[]): Promise<void>;
}

/** A run as its queue message carries it: the options beside the tenant, time and id (what tenantJob reads). */
export const mensajeDe = (run: TenantRun): string =>
  JSON.stringify({ ...run.args, tenant: run.tenant, time: run.time, id: run.id });
