import {
  type CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignJWT } from 'jose';
import { createPrivateKey, randomUUID, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { alcancesDelToken, scopeCognito } from '#shared/auth/maquinas.ts';

const require = createRequire(import.meta.url);

/** cognito-local's own signing key: the tokens made here verify with the JWKS the gateway already reads. */
const LLAVE = createPrivateKey((require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string }).pem);
const KID = 'CognitoLocal';

export interface RespuestaToken {
  status: number;
  body: Record<string, string | number>;
}

const error = (codigo: string): RespuestaToken => ({ status: 400, body: { error: codigo } });

const iguales = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const credenciales = (authorization: string | undefined): [string, string] | undefined => {
  const b64 = /^Basic\s+([A-Za-z0-9+/=]{1,600})$/i.exec(authorization ?? '')?.[1];
  const texto = b64 ? Buffer.from(b64, 'base64').toString('utf8') : '';
  const i = texto.indexOf(':');
  return i > 0 ? [texto.slice(0, i), texto.slice(i + 1)] : undefined;
};

const SEGUNDOS: Record<string, number> = { seconds: 1, minutes: 60, hours: 3_600, days: 86_400 };

/**
 * Cognito's /oauth2/token for the client-credentials grant, which cognito-local lacks (record 0167):
 * the client in HTTP Basic, checked against the emulator's app client (secret, OAuth flow, scopes),
 * and Cognito's answer and error codes. Only this resource server's scopes exist locally.
 */
export const emitirTokenMaquina = async (
  admin: CognitoIdentityProviderClient,
  pool: {
    userPoolId: string;
    issuer: string;
    /** While a rotation keeps two secrets, whether this is the client's other one (the emulator's extension). */
    secretoRotado?: (clientId: string, secreto: string) => Promise<boolean>;
  },
  authorization: string | undefined,
  cuerpo: string,
): Promise<RespuestaToken> => {
  const form = new URLSearchParams(cuerpo.slice(0, 4_096));
  if (form.get('grant_type') !== 'client_credentials') return error('unsupported_grant_type');
  const par = credenciales(authorization);
  if (!par || !/^[\w+]{1,128}$/.test(par[0])) return error('invalid_client');
  const [clientId, secreto] = par;
  let cliente;
  try {
    cliente = (await admin.send(new DescribeUserPoolClientCommand({ UserPoolId: pool.userPoolId, ClientId: clientId })))
      .UserPoolClient;
  } catch (err) {
    if (err instanceof ResourceNotFoundException) return error('invalid_client');
    throw err;
  }
  const propio = !!cliente?.ClientSecret && iguales(cliente.ClientSecret, secreto);
  if (!cliente?.ClientSecret || !(propio || (await pool.secretoRotado?.(clientId, secreto)))) return error('invalid_client');
  if (!cliente.AllowedOAuthFlows?.includes('client_credentials')) return error('unauthorized_client');

  const permitidos = alcancesDelToken((cliente.AllowedOAuthScopes ?? []).join(' ')).map(scopeCognito);
  const pedidos = form.get('scope')?.split(' ').filter(Boolean) ?? permitidos;
  if (!pedidos.length || pedidos.some((s) => !permitidos.includes(s))) return error('invalid_scope');

  const unidad = SEGUNDOS[cliente.TokenValidityUnits?.AccessToken ?? 'hours'] ?? 3_600;
  const vigencia = (cliente.AccessTokenValidity ?? 1) * unidad;
  const ahora = Math.floor(Date.now() / 1000);
  const scope = pedidos.join(' ');
  const token = await new SignJWT({ client_id: clientId, token_use: 'access', scope, auth_time: ahora, version: 2 })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuer(pool.issuer)
    .setSubject(clientId)
    .setJti(randomUUID())
    .setIssuedAt(ahora)
    .setExpirationTime(ahora + vigencia)
    .sign(LLAVE);
  return { status: 200, body: { access_token: token, expires_in: vigencia, token_type: 'Bearer' } };
};
