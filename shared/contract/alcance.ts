import type { Permission } from '../auth/permissions.ts';
import { permisosDe, type Operation, type SignedInCaller } from './define.ts';
import { OPERATIONS } from './operations.ts';

/**
 * The permissions a session of `caller` can use: a permission that only operations refusing that
 * caller require (for `sso`: user administration, the insurer's decision) is of no use to it, so the
 * SPA offers neither its menu entries nor its screens. A permission no operation requires (a screen
 * flag) is kept.
 */
export const permisosAlcanzables = (
  permisos: readonly Permission[],
  caller: SignedInCaller,
  operations: readonly Pick<Operation, 'callers' | 'permission'>[] = OPERATIONS,
): Permission[] => {
  const usables = new Set(
    operations.filter((op) => (op.callers as readonly string[]).includes(caller)).flatMap((op) => permisosDe(op)),
  );
  const requeridos = new Set(operations.flatMap((op) => permisosDe(op)));
  return permisos.filter((p) => usables.has(p) || !requeridos.has(p));
};
