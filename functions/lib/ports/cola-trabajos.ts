import type { TenantRun } from '../jobs/tenant-job.ts';
import { lazyAdapter } from './adapters.ts';
import type { ColaTrabajos } from './cola-trabajos/port.ts';

const adapter = lazyAdapter<ColaTrabajos>({
  local: () => import('./cola-trabajos/local.ts').then((m) => m.colaLocal()),
  cloud: () => import('./cola-trabajos/sqs.ts').then((m) => m.colaSqs()),
});

/**
 * The job-queue port: a tenant job queues more runs of itself (the segments of a month's close, its
 * last step, a continuation when its time budget ran out); each is its own invocation. A run that
 * could not be queued fails the run that queued it, so that one is retried.
 */
export const encolarCorridas = async (job: string, corridas: TenantRun[]): Promise<void> => {
  if (corridas.length) await (await adapter()).encolar(job, corridas);
};
