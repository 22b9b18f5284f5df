import { describe, expect, it } from 'vitest';
import { audiencesOf, callerSetKey, isPublic, signedInCallers, type Callers } from './define.ts';
import { OPERATIONS } from './operations.ts';

const CLIENTS = { user: ['web-spa'], sso: ['partner-sso'] };

describe('caller sets', () => {
  it('a public operation accepts no token; a signed-in set accepts the tokens of its callers’ app clients', () => {
    expect(isPublic({ callers: ['public'] })).toBe(true);
    expect(audiencesOf(['public'], CLIENTS)).toEqual([]);
    expect(isPublic({ callers: ['user'] })).toBe(false);
    expect(audiencesOf(['user'], CLIENTS)).toEqual(['web-spa']);
    expect(audiencesOf(['sso'], CLIENTS)).toEqual(['partner-sso']);
    expect(audiencesOf(['user', 'sso'], CLIENTS).sort()).toEqual(['partner-sso', 'web-spa']);
  });

  it('names a set the same whatever its order or repeats, so equal sets share one authorizer', () => {
    expect(callerSetKey(['user', 'sso'])).toBe(callerSetKey(['sso', 'user', 'sso']));
    expect(callerSetKey(['user'])).not.toBe(callerSetKey(['user', 'sso']));
    expect(signedInCallers(['sso', 'user', 'user'])).toEqual(['sso', 'user']);
  });

  it('does not let public be mixed with signed-in callers, nor an empty set', () => {
    // @ts-expect-error a public operation accepts no other caller
    const mixed: Callers = ['public', 'user'];
    // @ts-expect-error an operation accepts someone
    const empty: Callers = [];
    expect([mixed, empty]).toHaveLength(2);
  });
});

describe('the callers each operation of the contract declares', () => {
  const byId = new Map(OPERATIONS.map((op) => [op.id, op]));
  const accepts = (id: string, caller: 'user' | 'sso') =>
    (byId.get(id)?.callers as readonly string[] | undefined)?.includes(caller);

  it('every signed-in operation accepts the portal’s own users; a public one nobody else', () => {
    for (const op of OPERATIONS.filter((o) => !isPublic(o))) expect(op.callers, op.id).toContain('user');
    for (const op of OPERATIONS.filter(isPublic)) expect(op.callers, op.id).toEqual(['public']);
  });

  it('an SSO or embedded session reaches everything it needs to quote, save, issue and follow its certificates', () => {
    const flow = [
      'get-me',
      'get-dashboard',
      'list-catalogo',
      'list-empresas',
      'list-clientes',
      'create-cliente',
      'get-parametros-aseguradora',
      'cotizar-viaje',
      'guardar-cotizacion',
      'solicitar-aprobacion',
      'actualizar-solicitud-aprobacion',
      'emitir-certificado',
      'list-certificados',
      'get-certificado',
    ];
    for (const id of flow) expect(accepts(id, 'sso'), id).toBe(true);
  });

  it('user administration and the insurer’s decision stay with the portal’s own client', () => {
    for (const id of [
      'list-roles',
      'list-usuarios',
      'get-usuario',
      'create-usuario',
      'update-usuario',
      'cambiar-estado-usuario',
      'aprobar-certificado',
      'rechazar-certificado',
    ])
      expect(accepts(id, 'sso'), id).toBe(false);
  });
});
