import { lazyAdapter } from './adapters.ts';
import type { Billetera } from './billetera/port.ts';

export type { Billetera, EstadoIntencion, IntencionCreada } from './billetera/port.ts';

/** The wallet port: the simulator with `npm start`, the provider's API in the cloud. */
export const billetera = lazyAdapter<Billetera>({
  local: () => import('./billetera/local.ts').then((m) => m.billeteraLocal()),
  cloud: () => import('./billetera/nube.ts').then((m) => m.billeteraNube()),
});
