import { entregarWebhook } from '#lib/webhooks/entregar.ts';
import { workerHandler } from '#lib/workers/worker.ts';

/** The webhooks' worker (WORKERS): one attempt of one delivery per message, from its SQS queue. */
export const handler = workerHandler('entregar-webhook', entregarWebhook);
