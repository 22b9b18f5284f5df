import { workerQueueEnv } from '#shared/contract/define.ts';
import { checkAwsCall } from '../../aws/clients.ts';
import type { Colas } from './port.ts';

type Consumidor = (worker: string, mensaje: Record<string, unknown>) => void;
const consumidores: Consumidor[] = [];

/** Where the local stack attaches its stand-in for the workers' event source mappings (scripts/local/workers.ts). */
export const onLocalQueue = (consumidor: Consumidor): void => {
  consumidores.push(consumidor);
};

/**
 * The local queues: a message passes the same grant check SendMessage would (on the queue the local
 * stack names, as the stacks name the real one), refuses what SQS would (a body over 256 KB), then
 * goes to the local consumers, which run the worker apart.
 */
export const colasLocales = (): Colas => ({
  encolar: async (worker, mensaje) => {
    checkAwsCall('sqs', 'SendMessageCommand', { QueueUrl: process.env[workerQueueEnv({ name: worker })] });
    if (Buffer.byteLength(JSON.stringify(mensaje)) > 256 * 1024) throw new Error('message larger than 256 KB');
    if (!consumidores.length) throw new Error(`no local consumer for ${worker}: the local stack runs the workers`);
    for (const c of consumidores) c(worker, mensaje);
  },
});
