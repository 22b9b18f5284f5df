import { custodiaPropia } from '#shared/custodia/habilitada.ts';
import type { Principal } from '../auth/principal.ts';
import { ForbiddenError } from '../http/errors.ts';

/**
 * The portal's custody provider serves the product's own companies only (spec 1 §2.1): any other
 * company quotes security through its external link, so its users get 403 here even with
 * `seguridad.usar`, whatever the browser shows.
 */
export const exigirCustodiaPropia = (p: Principal): void => {
  if (!custodiaPropia(p.tenant.flags, p.empresa.configuracion.seguridadPropia))
    throw new ForbiddenError('La empresa cotiza sus medidas de seguridad con su proveedor externo.');
};
