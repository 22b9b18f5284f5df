import type { TenantFlags } from '../tenants/tenant.ts';
import { ESTADOS } from '../viajes-especificos/estados.ts';

/**
 * Whether a company hires security custody through the portal's own provider (spec 1 §2.1: the
 * product's insurers and brokers open /medidas-seguridad; every other company has an external quote
 * link instead). The tenant must offer security and not be a specific-trips-only portal. The
 * permission (`seguridad.usar`) is checked apart, where the caller's permissions are.
 */
export const custodiaPropia = (
  flags: Pick<TenantFlags, 'seguridad' | 'soloViajesEspecificos'>,
  seguridadPropia: boolean | undefined,
): boolean => flags.seguridad && !flags.soloViajesEspecificos && seguridadPropia === true;

/** A certificate takes custody once issued; the month close's declared one still is (its trip may be ahead). */
export const admiteCustodia = (estadoId: number): boolean => estadoId === ESTADOS.emitido.id || estadoId === ESTADOS.declarado.id;
