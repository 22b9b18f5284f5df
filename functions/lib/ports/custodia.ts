import { lazyAdapter } from './adapters.ts';
import type { ProveedorCustodia } from './custodia/port.ts';

export type { CotizacionProveedor, PedidoContratacion, PedidoCotizacion, ProveedorCustodia } from './custodia/port.ts';

/** The security-custody provider port: the simulator with `npm start`, the provider's API in the cloud. */
export const proveedorCustodia = lazyAdapter<ProveedorCustodia>({
  local: () => import('./custodia/local.ts').then((m) => m.custodiaLocal()),
  cloud: () => import('./custodia/nube.ts').then((m) => m.custodiaNube()),
});
