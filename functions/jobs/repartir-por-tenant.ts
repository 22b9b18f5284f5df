import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DISPATCHER_ACCESS, DISPATCHER_NAME } from '#shared/contract/jobs.ts';
import { TENANTS } from '#shared/tenants/tenants.ts';
import { prepareClient } from '#lib/aws/clients.ts';
import { runInvocation } from '#lib/aws/context.ts';
import { log } from '#lib/http/logger.ts';

/** SendMessageBatch takes at most ten entries. */
const BATCH_SIZE = 10;

let sqs: SQSClient | undefined;
const client = (): SQSClient => (sqs ??= prepareClient('sqs', SQSClient));

const setting = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

/**
 * The schedule of a tenant job (JOB_NAME) starts this: it queues one message `{ tenant, time, id }`
 * per tenant on the job's queue (JOB_QUEUE_URL), and the job's function runs each tenant alone. A
 * refused entry fails the dispatch so EventBridge retries it whole; a tenant queued twice is
 * harmless because every job is idempotent.
 */
export const handler = (event: { id: string; time: string }) =>
  runInvocation(DISPATCHER_NAME, DISPATCHER_ACCESS, () => dispatch(event));

const dispatch = async (event: { id: string; time: string }) => {
  const job = setting('JOB_NAME');
  const queueUrl = setting('JOB_QUEUE_URL');
  const failed: string[] = [];
  for (let i = 0; i < TENANTS.length; i += BATCH_SIZE) {
    const out = await client().send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: TENANTS.slice(i, i + BATCH_SIZE).map((t) => ({
          Id: t.id,
          MessageBody: JSON.stringify({ tenant: t.id, time: event.time, id: event.id }),
        })),
      }),
    );
    failed.push(...(out.Failed ?? []).map((f) => `${f.Id}: ${f.Code}`));
  }
  if (failed.length) {
    log.error('job dispatch failed', { job, id: event.id, failed });
    throw new Error(`${job}: ${failed.length} tenants not queued`);
  }
  log.info('job dispatched', { job, id: event.id, tenants: TENANTS.length });
  return { tenants: TENANTS.length };
};
