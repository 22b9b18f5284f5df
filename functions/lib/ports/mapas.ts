import { lazyAdapter } from './adapters.ts';
import type { Mapas } from './mapas/port.ts';

export type { Lugar, Mapas, Ruta } from './mapas/port.ts';

/** The maps port: the gazetteer with `npm start`, Amazon Location Service in the cloud. */
export const mapas = lazyAdapter<Mapas>({
  local: () => import('./mapas/local.ts').then((m) => m.mapasLocales()),
  cloud: () => import('./mapas/aws.ts').then((m) => m.mapasAws()),
});
