import { alcancePartes, type AlcancePartes } from '#shared/clientes/alcance.ts';
import type { Principal } from '../auth/principal.ts';

/** The parties a principal reaches: its working company's, or all of them for the tenant's administration. */
export const alcancePartesDe = (p: Pick<Principal, 'empresa' | 'permisos'>): AlcancePartes =>
  alcancePartes(p.empresa, p.permisos.has('clientes.ver'));
