import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { WORKERS } from '#shared/contract/workers.ts';
import { runInvocation } from '../aws/context.ts';
import { log } from '../http/logger.ts';

/**
 * Wraps a worker's body: each message of the batch runs as one invocation (the worker's declared
 * access, the function's deadline), logged; a failed one is reported alone, so the queue hands it
 * over again and, after its last attempt, parks it in the dead-letter queue (where an alarm sees it).
 */
/** Which copy of a message a run is: SQS's id (the same on every redelivery) and how many times it was handed over. */
export interface Recepcion {
  messageId: string;
  vez: number;
}

export const workerHandler = (name: string, run: (mensaje: unknown, recepcion: Recepcion) => Promise<unknown>) => {
  const worker = WORKERS.find((w) => w.name === name);
  if (!worker) throw new Error(`worker ${name} is not in the contract`);
  return async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
    const vence = context?.getRemainingTimeInMillis ? Date.now() + context.getRemainingTimeInMillis() : undefined;
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      const started = performance.now();
      const fields = { worker: name, messageId: record.messageId };
      try {
        const recepcion = { messageId: record.messageId, vez: Number(record.attributes?.ApproximateReceiveCount ?? 1) || 1 };
        const result = await runInvocation(name, worker, () => run(JSON.parse(record.body), recepcion), {
          kind: 'worker',
          vence,
        });
        log.info('worker run', { ...fields, result, latencyMs: Math.round(performance.now() - started) });
      } catch (err) {
        log.error('worker run failed', { ...fields, error: err instanceof Error ? err.message : String(err) });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
};
