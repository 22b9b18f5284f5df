import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { prepareClient } from '../../aws/clients.ts';
import { mensajeDe, type ColaTrabajos } from './port.ts';

/** SendMessageBatch takes at most ten entries. */
const LOTE = 10;

/**
 * Amazon SQS: the job function's own queue (JOB_QUEUE_URL), whose event source delivers each message
 * to the function. An entry SQS refuses fails the run, so its own message is retried and queues
 * again: every job run is idempotent, a message queued twice is harmless.
 */
export const colaSqs = (): ColaTrabajos => {
  const client = prepareClient('sqs', SQSClient);
  return {
    encolar: async (_job, corridas) => {
      const queueUrl = process.env.JOB_QUEUE_URL;
      if (!queueUrl) throw new Error('JOB_QUEUE_URL is not set: a job that queues runs runs from its queue');
      const rechazadas: string[] = [];
      for (let i = 0; i < corridas.length; i += LOTE) {
        const out = await client.send(
          new SendMessageBatchCommand({
            QueueUrl: queueUrl,
            Entries: corridas.slice(i, i + LOTE).map((c, j) => ({ Id: String(i + j), MessageBody: mensajeDe(c) })),
          }),
        );
        rechazadas.push(...(out.Failed ?? []).map((f) => `${f.Id}: ${f.Code}`));
      }
      if (rechazadas.length) throw new Error(`${rechazadas.length} runs not queued: ${rechazadas.join(', ')}`);
    },
  };
};
