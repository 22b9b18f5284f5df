import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { JOBS } from '#shared/contract/jobs.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import { runInvocation } from '../aws/context.ts';
import { log } from '../http/logger.ts';

/**
 * One run of a tenant job: the tenant, and the time and id of the schedule event it belongs to, plus
 * the options of a run by hand (`npm run job -- cerrar-mes --periodo 2026-10`) or of a continuation.
 */
export interface TenantRun {
  tenant: string;
  time: string;
  id: string;
  args?: Record<string, string>;
}

export type TenantJobContext = Required<Omit<TenantRun, 'tenant'>>;

/**
 * In the cloud the job's queue delivers one message per run: a tenant's (the dispatcher wrote it), or
 * one the job queued for itself (a continuation, a month close's segment); locally the scheduler and
 * `npm run job` call it with the run itself, and the local queue with each queued run's message.
 */
export interface TenantJobHandler<R> {
  (event: SQSEvent): Promise<SQSBatchResponse>;
  (event: TenantRun): Promise<R>;
}

const isSqsEvent = (event: unknown): event is SQSEvent => Array.isArray((event as Partial<SQSEvent> | undefined)?.Records);

/** A tenant that is not in TENANTS is refused before any data is touched: keys begin with it. */
const parseRun = (value: unknown): TenantRun => {
  const { tenant, time, id, ...rest } = (value ?? {}) as Record<string, unknown>;
  if (typeof tenant !== 'string' || !findTenant(tenant)) throw new Error(`unknown tenant ${JSON.stringify(tenant)}`);
  if (typeof time !== 'string' || Number.isNaN(Date.parse(time))) throw new Error(`invalid run time ${JSON.stringify(time)}`);
  if (typeof id !== 'string' || !id) throw new Error(`invalid run id ${JSON.stringify(id)}`);
  // Options are short strings (a period, a flag); anything else is not an option.
  const args = Object.fromEntries(
    Object.entries(rest).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1].length <= 40 && /^\w+$/.test(e[0]),
    ),
  );
  return { tenant, time, id, args };
};

/**
 * Wraps the per-tenant body of a scheduled job: validates the run, logs one line per run, and on a
 * queue batch reports each failed message alone, so only that tenant is retried (and, after the
 * queue's last attempt, parked in its dead-letter queue).
 */
export const tenantJob = <R>(name: string, run: (tenantId: string, ctx: TenantJobContext) => Promise<R>): TenantJobHandler<R> => {
  const job = JOBS.find((j) => j.name === name);
  if (!job) throw new Error(`job ${name} is not in the contract`);
  const once = (read: () => unknown): Promise<R> => runInvocation(name, job, () => runOnce(read), { kind: 'job' });
  const runOnce = async (read: () => unknown): Promise<R> => {
    const started = performance.now();
    const fields: Record<string, unknown> = { job: name };
    const latencyMs = () => Math.round(performance.now() - started);
    try {
      const { tenant, time, id, args } = parseRun(read());
      Object.assign(fields, { tenant, id });
      const result = await run(tenant, { time, id, args: args ?? {} });
      log.info('job run', { ...fields, result, latencyMs: latencyMs() });
      return result;
    } catch (err) {
      log.error('job run failed', { ...fields, error: err instanceof Error ? err.message : String(err), latencyMs: latencyMs() });
      throw err;
    }
  };

  const handler = async (event: SQSEvent | TenantRun): Promise<SQSBatchResponse | R> => {
    if (!isSqsEvent(event)) return once(() => event);
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      await once(() => JSON.parse(record.body)).catch(() => batchItemFailures.push({ itemIdentifier: record.messageId }));
    }
    return { batchItemFailures };
  };
  return handler as TenantJobHandler<R>;
};
