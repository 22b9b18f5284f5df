import { lazyAdapter } from './adapters.ts';
import type { ValidadorPersonas } from './personas/port.ts';

export type { ValidadorPersonas } from './personas/port.ts';

/** The person-blocking validation port (spec 3 §7): the simulator with `npm start`, the people API in the cloud. */
export const validadorPersonas = lazyAdapter<ValidadorPersonas>({
  local: () => import('./personas/local.ts').then((m) => m.personasLocal()),
  cloud: () => import('./personas/nube.ts').then((m) => m.personasNube()),
});
