import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { jobEntry } from '#shared/contract/define.ts';
import { log } from '#lib/http/logger.ts';
import { consumirColaLocal } from '#lib/ports/cola-trabajos/local.ts';
import { ROOT } from './config.ts';

/** SQS moves a message to its queue's DLQ after this many receives (the work queues' maxReceiveCount). */
export const RECEPCIONES = 3;

/** One queued run as the local queue delivered it: its message, what it answered or why its last receive failed. */
export interface Entrega {
  job: string;
  /** The message body, as SQS would hand it to the function: `{ tenant, time, id, ...options }`. */
  cuerpo: string;
  result?: unknown;
  error?: string;
}

type Handler = (event: Record<string, unknown>) => Promise<unknown>;

const pending = new Set<Promise<void>>();
const oyentes = new Set<(e: Entrega) => void>();
const aparcadas: Entrega[] = [];

/** A job's handler called with a message's body, as its queue's event source would (the direct form, which answers the run's result). */
export const entregar = async (job: string, cuerpo: string): Promise<unknown> => {
  const { handler } = (await import(pathToFileURL(path.join(ROOT, jobEntry({ name: job }))).href)) as { handler: Handler };
  return handler(JSON.parse(cuerpo) as Record<string, unknown>);
};

const deliver = async (job: string, cuerpo: string): Promise<void> => {
  for (let recepcion = 1; ; recepcion++) {
    try {
      const result = await entregar(job, cuerpo);
      for (const o of oyentes) o({ job, cuerpo, result });
      return;
    } catch (err) {
      if (recepcion < RECEPCIONES) {
        await new Promise((r) => setTimeout(r, 50 * recepcion));
        continue;
      }
      const entrega = { job, cuerpo, error: err instanceof Error ? err.message : String(err) };
      aparcadas.push(entrega);
      log.error('job run parked', { ...entrega });
      for (const o of oyentes) o(entrega);
      return;
    }
  }
};

/**
 * The local stand-in for a job queue's event source: each run a job queues goes, asynchronously and
 * alongside the others (as Lambda takes a queue's messages in parallel), to the job's handler; one
 * that fails is received again, and after the last receive it is parked, as SQS moves it to the DLQ.
 */
export const routeJobsLocally = (): void =>
  consumirColaLocal((job, cuerpo) => {
    const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(() => deliver(job, cuerpo));
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
  });

/** Deliveries still running, and those they queue (tests, `npm run job` and the stack's stop wait for them). */
export const settleJobs = async (): Promise<void> => {
  while (pending.size) await Promise.allSettled([...pending]);
};

/** The local dead-letter queue: runs whose every receive failed, to redrive by hand (`entregar` one again). */
export const parkedRuns = (): Entrega[] => [...aparcadas];

/** Runs `work`, waits until the queue is empty, and answers what the queue delivered meanwhile. */
export const conEntregas = async <T>(work: () => Promise<T>): Promise<{ valor: T; entregas: Entrega[] }> => {
  const entregas: Entrega[] = [];
  const oyente = (e: Entrega) => entregas.push(e);
  oyentes.add(oyente);
  try {
    const valor = await work();
    await settleJobs();
    return { valor, entregas };
  } finally {
    oyentes.delete(oyente);
  }
};
