import { describe, expect, it } from 'vitest';
import { accesoMapeado, leerEmisoresSso, MENSAJES_SSO, revisarClaims, VIDA_MAXIMA_SEGUNDOS } from './sso.ts';

const AHORA = 1_800_000_000;
const claims = (over: Record<string, unknown> = {}) => ({
  iss: 'https://idp.socio.example',
  aud: 'cargosur',
  sub: 'u-123',
  email: 'juana@socio.example',
  given_name: 'Juana',
  family_name: 'Socia',
  empresa: 10,
  iat: AHORA - 10,
  exp: AHORA + 100,
  jti: '0123456789abcdef0123',
  ...over,
});
const EMISOR = { empresas: [10, 11] };
const PEM = '-----BEGIN PUBLIC KEY-----\nMFkw\n-----END PUBLIC KEY-----';

describe('partner SSO assertions (issue 30 item 1)', () => {
  it('takes a well formed, living assertion for a mapped company', () => {
    const out = revisarClaims(claims(), EMISOR, AHORA);
    expect(out).toMatchObject({ ok: true, claims: { email: 'juana@socio.example', empresa: 10 } });
  });

  it('refuses a missing or malformed claim with 400 and the claim', () => {
    for (const [campo, valor] of [
      ['email', 'no-es-mail'],
      ['sub', ''],
      ['jti', 'corto'],
      ['empresa', '10'],
      ['given_name', undefined],
    ] as const)
      expect(revisarClaims(claims({ [campo]: valor }), EMISOR, AHORA), campo).toEqual({
        ok: false,
        rechazo: { status: 400, mensaje: MENSAJES_SSO.invalida, campo },
      });
  });

  it(`refuses an assertion living more than ${VIDA_MAXIMA_SEGUNDOS} s, or with exp before iat`, () => {
    for (const exp of [AHORA - 10 + VIDA_MAXIMA_SEGUNDOS + 1, AHORA - 10, AHORA - 11])
      expect(revisarClaims(claims({ exp }), EMISOR, AHORA)).toMatchObject({ ok: false, rechazo: { status: 400, campo: 'exp' } });
    expect(revisarClaims(claims({ exp: AHORA - 10 + VIDA_MAXIMA_SEGUNDOS }), EMISOR, AHORA).ok).toBe(true);
  });

  it('refuses an expired assertion, or one issued in the future, beyond the clock tolerance', () => {
    const vencida = revisarClaims(claims({ iat: AHORA - 200, exp: AHORA - 31 }), EMISOR, AHORA);
    expect(vencida).toEqual({ ok: false, rechazo: { status: 401, mensaje: MENSAJES_SSO.vencida } });
    expect(revisarClaims(claims({ iat: AHORA - 200, exp: AHORA - 29 }), EMISOR, AHORA).ok).toBe(true);
    expect(revisarClaims(claims({ iat: AHORA + 31, exp: AHORA + 100 }), EMISOR, AHORA).ok).toBe(false);
  });

  it('refuses a company outside the issuer’s mapping, and maps only the issuer’s role', () => {
    expect(revisarClaims(claims({ empresa: 20 }), EMISOR, AHORA)).toEqual({
      ok: false,
      rechazo: { status: 400, mensaje: MENSAJES_SSO.empresa, campo: 'empresa' },
    });
    expect(accesoMapeado({ rol: 'productor' }, { empresa: 11 })).toEqual([{ idEmpresa: 11, idRol: 'productor' }]);
  });

  it('reads the stage registry and refuses keys, roles and repeats it cannot trust', () => {
    const uno = { emisor: 'https://idp.socio.example', algoritmo: 'ES256', clavePem: PEM, empresas: [10], rol: 'productor' };
    expect(leerEmisoresSso('')).toEqual({});
    expect(leerEmisoresSso(JSON.stringify({ cargosur: [uno] })).cargosur?.[0]?.rol).toBe('productor');
    for (const malo of [
      { cargosur: [{ ...uno, clavePem: undefined }] },
      { cargosur: [{ ...uno, jwksUrl: 'https://idp.socio.example/jwks' }] },
      { cargosur: [{ ...uno, clavePem: undefined, jwksUrl: 'http://idp.socio.example/jwks' }] },
      { cargosur: [{ ...uno, rol: 'administrador' }] },
      { cargosur: [{ ...uno, algoritmo: 'HS256' }] },
      { cargosur: [uno, uno] },
      { Cargo: [uno] },
    ])
      expect(() => leerEmisoresSso(JSON.stringify(malo)), JSON.stringify(malo)).toThrow(/ssoEmisores/);
  });
});
