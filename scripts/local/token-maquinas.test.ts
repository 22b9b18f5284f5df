import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { createLocalJWKSet, type JWK } from 'jose';
import { createRequire } from 'node:module';
import { beforeEach, describe, expect, it } from 'vitest';
import { verificarTokenMaquina } from '#lib/auth/token-maquina.ts';
import { emitirTokenMaquina } from './token-maquinas.ts';

const require = createRequire(import.meta.url);
const jwks = createLocalJWKSet({ keys: [(require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: JWK }).jwk] });
const POOL = { userPoolId: 'local_pool', issuer: 'http://127.0.0.1:4403/local_pool' };
const cognito = mockClient(CognitoIdentityProviderClient);
const admin = new CognitoIdentityProviderClient({ region: 'us-east-1' });

const basic = (id: string, secreto: string) => `Basic ${Buffer.from(`${id}:${secreto}`).toString('base64')}`;
const pedir = (authorization: string | undefined, cuerpo = 'grant_type=client_credentials') =>
  emitirTokenMaquina(admin, POOL, authorization, cuerpo);

beforeEach(() => {
  cognito.reset();
  cognito.on(DescribeUserPoolClientCommand, { ClientId: 'tms1' }).resolves({
    UserPoolClient: {
      ClientId: 'tms1',
      ClientSecret: 'secreto-del-tms',
      AllowedOAuthFlows: ['client_credentials'],
      AllowedOAuthScopes: ['portal-carga/cotizar', 'portal-carga/consultar'],
      AccessTokenValidity: 15,
      TokenValidityUnits: { AccessToken: 'minutes' },
    },
  });
  cognito
    .on(DescribeUserPoolClientCommand, { ClientId: 'web' })
    .resolves({ UserPoolClient: { ClientId: 'web', ClientSecret: 'x' } });
  cognito
    .on(DescribeUserPoolClientCommand, { ClientId: 'nadie' })
    .rejects(new ResourceNotFoundException({ message: 'no', $metadata: {} }));
});

describe('the local token endpoint (record 0167)', () => {
  it('answers as Cognito, with a token the machine routes’ check accepts', async () => {
    const res = await pedir(basic('tms1', 'secreto-del-tms'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    const verificado = await verificarTokenMaquina(`Bearer ${String(res.body.access_token)}`, { issuer: POOL.issuer, jwks });
    expect(verificado).toEqual({ clientId: 'tms1', scope: 'portal-carga/cotizar portal-carga/consultar' });
  });

  it('narrows to the scopes asked, and refuses one the client lacks', async () => {
    const res = await pedir(basic('tms1', 'secreto-del-tms'), 'grant_type=client_credentials&scope=portal-carga%2Fconsultar');
    const verificado = await verificarTokenMaquina(`Bearer ${String(res.body.access_token)}`, { issuer: POOL.issuer, jwks });
    expect(verificado?.scope).toBe('portal-carga/consultar');
    const ajeno = await pedir(basic('tms1', 'secreto-del-tms'), 'grant_type=client_credentials&scope=portal-carga%2Femitir');
    expect(ajeno).toEqual({ status: 400, body: { error: 'invalid_scope' } });
  });

  it('answers Cognito’s errors for a wrong client, secret, flow or grant', async () => {
    expect(await pedir(basic('tms1', 'otro'))).toEqual({ status: 400, body: { error: 'invalid_client' } });
    expect(await pedir(basic('nadie', 'x'))).toEqual({ status: 400, body: { error: 'invalid_client' } });
    expect(await pedir(undefined)).toEqual({ status: 400, body: { error: 'invalid_client' } });
    expect(await pedir(basic('web', 'x'))).toEqual({ status: 400, body: { error: 'unauthorized_client' } });
    expect(await pedir(basic('tms1', 'secreto-del-tms'), 'grant_type=password')).toEqual({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
  });
});
