import { lazyAdapter } from './adapters.ts';
import type { SecretoDeOrigen } from './origen/port.ts';

export type { SecretoDeOrigen } from './origen/port.ts';

/** The origin secret's port: the local stack's value with `npm start`, Secrets Manager in the cloud. */
export const secretoDeOrigen = lazyAdapter<SecretoDeOrigen>({
  local: () => import('./origen/local.ts').then((m) => m.secretoDeOrigenLocal()),
  cloud: () => import('./origen/nube.ts').then((m) => m.secretoDeOrigenNube()),
});
