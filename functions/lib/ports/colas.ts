import { lazyAdapter } from './adapters.ts';
import type { Colas } from './colas/port.ts';

/** The workers' queues port: SQS in the cloud, the local stack's in-process queue with `npm start`. */
export const colas = lazyAdapter<Colas>({
  local: () => import('./colas/local.ts').then((m) => m.colasLocales()),
  cloud: () => import('./colas/sqs.ts').then((m) => m.colasSqs()),
});
