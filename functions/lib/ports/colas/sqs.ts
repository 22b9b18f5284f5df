import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { workerQueueEnv } from '#shared/contract/define.ts';
import { prepareClient } from '../../aws/clients.ts';
import type { Colas } from './port.ts';

/** Amazon SQS: each worker's queue, at the URL the stack gives the functions that declare its resource. */
export const colasSqs = (): Colas => {
  const sqs = prepareClient('sqs', SQSClient);
  return {
    encolar: async (worker, mensaje, demoraSegundos) => {
      const variable = workerQueueEnv({ name: worker });
      const QueueUrl = process.env[variable];
      if (!QueueUrl) throw new Error(`${variable} is not set`);
      await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: JSON.stringify(mensaje), DelaySeconds: demoraSegundos }));
    },
  };
};
