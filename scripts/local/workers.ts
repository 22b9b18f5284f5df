import type { SQSEvent, SQSBatchResponse } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { workerEntry } from '#shared/contract/define.ts';
import { WORKERS } from '#shared/contract/workers.ts';
import { onLocalQueue } from '#lib/ports/colas/local.ts';
import { ROOT } from './config.ts';

type Handler = (event: SQSEvent) => Promise<SQSBatchResponse>;

/** As the cloud queue: a message is handed over three times (maxReceiveCount), then given up. */
const ENTREGAS = 3;
const pending = new Set<Promise<void>>();
/** Messages sent with a delay, not yet visible (a webhook's next attempt). */
const delayed = new Set<NodeJS.Timeout>();
let registered = false;

/**
 * Worker runs still going (tests, the bench and the stack's stop wait for them). A delayed message is
 * not waited for: it may be hours away, as in SQS.
 */
export const settleWorkers = async (): Promise<void> => {
  while (pending.size) await Promise.allSettled([...pending]);
};

/** The stack's stop: delayed messages go with the in-memory queue. */
export const dropDelayedMessages = (): void => {
  for (const t of delayed) clearTimeout(t);
  delayed.clear();
};

/** One SQS message, as the event source mapping hands it to the function. */
const sqsEvent = (body: string, messageId: string, entrega: number): SQSEvent =>
  ({
    Records: [{ messageId, body, attributes: { ApproximateReceiveCount: String(entrega) }, eventSource: 'aws:sqs' }],
  }) as unknown as SQSEvent;

const deliver = async (worker: string, mensaje: Record<string, unknown>): Promise<void> => {
  const { handler } = (await import(pathToFileURL(path.join(ROOT, workerEntry({ name: worker }))).href)) as { handler: Handler };
  const messageId = randomUUID();
  for (let entrega = 1; entrega <= ENTREGAS; entrega++) {
    const { batchItemFailures } = await handler(sqsEvent(JSON.stringify(mensaje), messageId, entrega));
    if (!batchItemFailures.length) return;
  }
  console.error(
    JSON.stringify({ level: 'error', message: 'worker message given up (the cloud parks it in the DLQ)', worker, mensaje }),
  );
};

/**
 * The local stand-in for the workers' event source mappings: each queued message runs its worker
 * apart from the request that queued it (as SQS does), handed over again when it fails.
 */
export const runWorkersLocally = (): void => {
  if (registered) return;
  registered = true;
  const start = (worker: string, mensaje: Record<string, unknown>) => {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => deliver(worker, mensaje))
      .catch((err: unknown) =>
        console.error(JSON.stringify({ level: 'error', message: 'worker not run', worker, error: String(err) })),
      );
    pending.add(run);
    void run.finally(() => pending.delete(run));
  };
  onLocalQueue((worker, mensaje, demoraSegundos) => {
    if (!WORKERS.some((w) => w.name === worker)) throw new Error(`no worker ${worker} in the contract`);
    if (!demoraSegundos) return start(worker, mensaje);
    const timer = setTimeout(() => {
      delayed.delete(timer);
      start(worker, mensaje);
    }, demoraSegundos * 1000);
    timer.unref();
    delayed.add(timer);
  });
};
