import { describe, expect, it } from 'vitest';
import { coincide, patronDeZona } from './archivos.ts';
import { isPublic } from './define.ts';
import { LIMITE_MAQUINAS } from '../auth/maquinas.ts';
import { grantsOf, iamActionsOf, rateLimitKeys, type Grant } from './grants.ts';
import { JOBS } from './jobs.ts';
import { OPERATIONS } from './operations.ts';
import { SUBSCRIBERS } from './subscribers.ts';

const op = (id: string) => OPERATIONS.find((o) => o.id === id)!;
const s3Grants = (g: Grant[]) => g.filter((x) => x.target.kind === 'objects');
const keysOf = (g: Grant) => (g.target.kind === 'objects' ? g.target.keys : []);

describe('grantsOf: files by zone', () => {
  it('a public download of conditions reads the conditions only', () => {
    expect(s3Grants(grantsOf(op('get-condiciones-cobertura')))).toEqual([
      { actions: ['s3:GetObject'], target: { kind: 'objects', keys: [patronDeZona('condiciones')] } },
    ]);
  });

  it('the public upload signs into the pending claim uploads only, with s3:PutObject alone', () => {
    expect(s3Grants(grantsOf(op('subir-archivo-publico')))).toEqual([
      { actions: ['s3:PutObject'], target: { kind: 'objects', keys: ['uploads-pendientes/*/denuncias/*'] } },
    ]);
  });

  it('no public operation reaches a zone but the conditions, the boat documents, claim uploads and the claims they become', () => {
    const publicas = ['condiciones', 'embarcaciones', 'subidas-denuncias', 'siniestros'].map((z) =>
      patronDeZona(z as Parameters<typeof patronDeZona>[0]),
    );
    for (const o of OPERATIONS.filter(isPublic))
      for (const g of s3Grants(grantsOf(o))) for (const k of keysOf(g)) expect(publicas, `${o.id}: ${k}`).toContain(k);
  });

  it('no function is granted the whole bucket', () => {
    for (const f of [...OPERATIONS, ...JOBS, ...SUBSCRIBERS])
      for (const g of s3Grants(grantsOf(f))) for (const k of keysOf(g)) expect(k, k).not.toBe('*');
  });
});

describe('grantsOf: the rate-limit counter', () => {
  it('a rate-limited public operation that writes nothing else may only UpdateItem its own counters', () => {
    const verificar = op('verificar-certificado');
    const writes = grantsOf(verificar).filter((g) => g.actions.some((a) => /Put|Update|Delete|BatchWrite/.test(a)));
    expect(writes).toEqual([
      { actions: ['dynamodb:UpdateItem'], target: { kind: 'table' }, leadingKeys: rateLimitKeys('verificar-certificado') },
    ]);
  });

  it('the counters pattern matches that operation’s counters of any tenant, and nothing else', () => {
    const [patron] = rateLimitKeys('verificar-certificado');
    expect(coincide(patron!, 'cargosur#limite#verificar-certificado#203.0.113.7#29567001')).toBe(true);
    expect(coincide(patron!, 'rotasul#limite#verificar-certificado#2001:db8::1#29567001')).toBe(true);
    expect(coincide(patron!, 'cargosur#limite#buscar-certificado-publico#203.0.113.7#1')).toBe(false);
    expect(coincide(patron!, 'cargosur#idempotencia#verificar-certificado#publico#k')).toBe(false);
  });

  it('every rate-limited operation has one, named by its id', () => {
    for (const o of OPERATIONS.filter((x) => x.rateLimit))
      expect(
        grantsOf(o).some((g) => g.leadingKeys?.join() === rateLimitKeys(o.id).join()),
        o.id,
      ).toBe(true);
  });
});

describe('grantsOf: the machine clients’ counter (record 0164)', () => {
  const contador = (id: string) =>
    grantsOf(op(id)).filter((g) => g.leadingKeys?.join() === rateLimitKeys(LIMITE_MAQUINAS).join());

  it('an operation open to machines may count a client’s requests; one closed to them may not', () => {
    expect(contador('get-certificado')).toEqual([
      { actions: ['dynamodb:UpdateItem'], target: { kind: 'table' }, leadingKeys: rateLimitKeys(LIMITE_MAQUINAS) },
    ]);
    expect(contador('list-usuarios')).toEqual([]);
    expect(iamActionsOf(op('list-usuarios'))).not.toContain('dynamodb:UpdateItem');
  });
});

describe('grantsOf: Cognito administration', () => {
  const cognito = (id: string) => iamActionsOf(op(id)).filter((a) => a.startsWith('cognito-idp:'));

  it('each function holds only the admin actions it calls', () => {
    expect(cognito('cambiar-estado-usuario')).toEqual([
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminUpdateUserAttributes',
    ]);
    expect(cognito('create-usuario')).toEqual(['cognito-idp:AdminCreateUser']);
    expect(cognito('create-usuario-cliente')).toEqual(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword']);
    expect(cognito('update-usuario')).toEqual([
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminUpdateUserAttributes',
    ]);
  });
});
