import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { prepareClient } from '../aws/clients.ts';
import type { TenantRun } from './tenant-job.ts';

let sqs: SQSClient | undefined;

/**
 * A tenant job whose work outlasts one invocation queues its own run again (same tenant, time, id and
 * options) on its queue, and the next invocation goes on where this one stopped: the job reads only
 * what is left, so a repeated message is harmless.
 */
export const continuarDespues = async (run: TenantRun): Promise<void> => {
  const queueUrl = process.env.JOB_QUEUE_URL;
  if (!queueUrl) throw new Error('JOB_QUEUE_URL is not set: a job with a time budget runs from its queue');
  await (sqs ??= prepareClient('sqs', SQSClient)).send(
    new SendMessageCommand({
      QueueUrl: queueUrl,
      MessageBody: JSON.stringify({ ...run.args, tenant: run.tenant, time: run.time, id: run.id }),
    }),
  );
};

/** The time a job run may use (JOB_BUDGET_MS, set in the cloud below the function's timeout); none locally. */
export const limiteDeTiempo = (): number | undefined => {
  const ms = Number(process.env.JOB_BUDGET_MS);
  return Number.isFinite(ms) && ms > 0 ? Date.now() + ms : undefined;
};
