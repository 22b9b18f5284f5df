import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { verificarTokenMaquina } from './token-maquina.ts';

const ISSUER = 'https://cognito-idp.sa-east-1.amazonaws.com/sa-east-1_prueba';
let firmar: (claims: JWTPayload, opciones?: { issuer?: string; vence?: string; otraLlave?: boolean }) => Promise<string>;
let jwks: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  const propia = await generateKeyPair('RS256');
  const ajena = await generateKeyPair('RS256');
  jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(propia.publicKey)), kid: 'k1', alg: 'RS256' }] });
  firmar = (claims, { issuer = ISSUER, vence = '5m', otraLlave = false } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(vence)
      .sign(otraLlave ? ajena.privateKey : propia.privateKey);
});

const verificar = (token: string) => verificarTokenMaquina(`Bearer ${token}`, { issuer: ISSUER, jwks });
const MAQUINA = { token_use: 'access', client_id: 'abc123', sub: 'abc123', scope: 'portal-carga/cotizar portal-carga/emitir' };

describe('a machine caller’s token', () => {
  it('passes a client-credentials access token of the pool with a portal-carga scope', async () => {
    expect(await verificar(await firmar(MAQUINA))).toEqual({ clientId: 'abc123', scope: MAQUINA.scope });
  });

  it('refuses a wrong signature, issuer or an expired token', async () => {
    expect(await verificar(await firmar(MAQUINA, { otraLlave: true }))).toBeNull();
    expect(await verificar(await firmar(MAQUINA, { issuer: 'https://otro.example' }))).toBeNull();
    expect(await verificar(await firmar(MAQUINA, { vence: '-1m' }))).toBeNull();
  });

  it('refuses a person’s tokens and a token without a portal-carga scope', async () => {
    expect(await verificar(await firmar({ ...MAQUINA, token_use: 'id', aud: 'abc123' }))).toBeNull();
    expect(await verificar(await firmar({ ...MAQUINA, username: 'cargosur:ana@cargosur.demo', sub: 'u-1' }))).toBeNull();
    expect(await verificar(await firmar({ ...MAQUINA, scope: 'aws.cognito.signin.user.admin' }))).toBeNull();
    expect(await verificar(await firmar({ ...MAQUINA, sub: 'otro' }))).toBeNull();
  });

  it('refuses what is not a bearer token, or one too long to be Cognito’s', async () => {
    const token = await firmar(MAQUINA);
    expect(await verificarTokenMaquina(undefined, { issuer: ISSUER, jwks })).toBeNull();
    expect(await verificarTokenMaquina(token, { issuer: ISSUER, jwks })).toBeNull();
    expect(await verificarTokenMaquina(`Basic ${token}`, { issuer: ISSUER, jwks })).toBeNull();
    expect(await verificar('x'.repeat(5_000))).toBeNull();
  });
});
