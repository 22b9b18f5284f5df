import { workerQueueEnv } from '#shared/contract/define.ts';
import { checkAwsCall } from '../../aws/clients.ts';
import type { Colas } from './port.ts';

type Consumidor = (worker: string, mensaje: Record<string, unknown>, demoraSegundos: number) => void;
const consumidores: Consumidor[] = [];

/** Where the local stack attaches its stand-in for the workers' event source mappings (scripts/local/workers.ts). */
export const onLocalQueue = (consumidor: Consumidor): void => {
  consumidores.push(consumidor);
};

/**
 * The local queues: a message passes the same grant check SendMessage would (on the queue the local
 * stack names, as the stacks name the real one), refuses what SQS would (a body over 256 KB, a delay
 * outside 0–900 s), then goes to the local consumers, which run the worker apart.
 */
export const colasLocales = (): Colas => ({
  encolar: async (worker, mensaje, demoraSegundos = 0) => {
    checkAwsCall('sqs', 'SendMessageCommand', { QueueUrl: process.env[workerQueueEnv({ name: worker })] });
    if (Buffer.byteLength(JSON.stringify(mensaje)) > 256 * 1024) throw new Error('message larger than 256 KB');
    if (!Number.isInteger(demoraSegundos) || demoraSegundos < 0 || demoraSegundos > 900)
      throw new Error(`DelaySeconds must be an integer from 0 to 900: ${demoraSegundos}`);
    if (!consumidores.length) throw new Error(`no local consumer for ${worker}: the local stack runs the workers`);
    for (const c of consumidores) c(worker, mensaje, demoraSegundos);
  },
});
