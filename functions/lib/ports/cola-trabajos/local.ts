import { checkAwsCall } from '../../aws/clients.ts';
import { mensajeDe, type ColaTrabajos } from './port.ts';

/** Who takes the local queue's messages (their body, as SQS carries it): the local stack delivers each to its job's handler. */
export type ConsumidorLocal = (job: string, cuerpo: string) => void;
let consumidor: ConsumidorLocal | undefined;

/** Where the local stack (or the bench) attaches its stand-in for the queue's event source. */
export const consumirColaLocal = (c: ConsumidorLocal): void => {
  consumidor = c;
};

/**
 * The local queue: a run goes to the consumer the local stack attached, as SQS hands a message to the
 * job's function, after the check IAM makes in the cloud (the grant to send to the job's own queue,
 * JOB_QUEUE_URL, which the local stack names). No consumer is an error: a queued run must never vanish.
 */
export const colaLocal = (): ColaTrabajos => ({
  encolar: async (job, corridas) => {
    checkAwsCall('sqs', 'SendMessageBatchCommand', { QueueUrl: process.env.JOB_QUEUE_URL });
    if (!consumidor) throw new Error('la cola local de trabajos no tiene consumidor');
    for (const run of corridas) consumidor(job, mensajeDe(run));
  },
});
