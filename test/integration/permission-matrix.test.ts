import { describe, expect, inject, it } from 'vitest';
import { ROLE_IDS, ROLES } from '#shared/auth/roles.ts';
import { isPublic, permisosDe } from '#shared/contract/define.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { demoEmail } from '#scripts/local/seed.ts';
import { api, signIn, tokenOf } from './helpers.ts';

/** A value for each path parameter the contract uses, so every route can be called. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  catalogo: 'paises',
  maestro: 'paises',
  tipo: 'certificado',
  pagoId: '00000000-0000-4000-8000-000000000000',
  ramo: 'carga',
};

const pathOf = (template: string) =>
  template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = SAMPLE_PARAMS[name];
    if (!value) throw new Error(`add a sample value for path parameter {${name}}`);
    return value;
  });

/**
 * Every operation with every role: refused with 403 exactly when the role's permission set (the
 * table in shared/auth/roles.ts) lacks the operation's permission. Bodies are empty, so an allowed
 * write answers 400 and changes nothing.
 */
describe('permission matrix', () => {
  const guarded = OPERATIONS.filter((op) => !isPublic(op));
  for (const rol of ROLE_IDS) {
    it(`role ${rol}`, async () => {
      const token = await tokenOf('cargosur', rol);
      const mismatches: string[] = [];
      for (const op of guarded) {
        const aceptados = permisosDe(op);
        const allowed = !aceptados.length || aceptados.some((p) => ROLES[rol].permisos.includes(p));
        const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
        const res = await api(op.method, pathOf(op.path), { token, body });
        const refused = res.status === 403;
        if (allowed === refused) mismatches.push(`${op.id}: expected ${allowed ? 'allowed' : '403'}, got ${res.status}`);
        if (res.status >= 500) mismatches.push(`${op.id}: ${res.status}`);
      }
      expect(mismatches).toEqual([]);
    });
  }
});

/**
 * Every signed-in operation with a token of each app client: the gateway (as the JWT authorizer of
 * the route) lets a token through exactly when the operation declares that client's caller; a token
 * of a caller it does not declare gets 401 before any handler runs.
 */
describe('caller sets', () => {
  const guarded = OPERATIONS.filter((op) => !isPublic(op));
  const tokens = {
    user: () => tokenOf('cargosur', 'administrador'),
    sso: () => signIn('cargosur', demoEmail('cargosur', 'administrador'), undefined, inject('partnerClientId')),
  };
  for (const caller of ['user', 'sso'] as const) {
    it(`a token of the ${caller} client`, async () => {
      const token = await tokens[caller]();
      const mismatches: string[] = [];
      for (const op of guarded) {
        const accepted = (op.callers as readonly string[]).includes(caller);
        const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
        const res = await api(op.method, pathOf(op.path), { token, body });
        if (accepted === (res.status === 401))
          mismatches.push(`${op.id}: expected ${accepted ? 'through' : '401'}, got ${res.status}`);
      }
      expect(mismatches).toEqual([]);
      expect(
        guarded.some((op) => !(op.callers as readonly string[]).includes(caller)),
        'some operation refuses it',
      ).toBe(caller === 'sso');
    });
  }
});
