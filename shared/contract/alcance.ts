import type { Permission } from '../auth/permissions.ts';
import type { Operation, SignedInCaller } from './define.ts';
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
    operations.filter((op) => (op.callers as readonly string[]).includes(caller)).map((op) => op.permission),
  );
  const requeridos = new Set(operations.map((op) => op.permission));
  return permisos.filter((p) => usables.has(p) || !requeridos.has(p));
};
