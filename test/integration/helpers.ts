import {
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { expect, inject } from 'vitest';
import { usuarioCognito } from '#shared/auth/login.ts';
import { useEmulatorEnvironment } from '#scripts/local/stack.ts';
import { DEMO_PASSWORD, LOCAL_PUBLIC_API_KEY } from '#scripts/local/config.ts';
import { demoEmail } from '#scripts/local/seed.ts';
import { firmarAsercionDemo, type TenantSsoDemo } from '#scripts/local/sso-demo.ts';

/** Points this test worker's AWS SDK at the emulators the global setup started. */
export const useTestEmulators = () =>
  useEmulatorEnvironment(
    { web: inject('apiPort'), dynamodb: inject('dynamodbPort'), s3: inject('s3Port'), cognito: inject('cognitoPort') },
    {
      userPoolId: inject('userPoolId'),
      userPoolClientId: inject('userPoolClientId'),
      partnerClientId: inject('partnerClientId'),
    },
  );

const tokens = new Map<string, string>();

/** The Cognito ID token of a user, signed in with USER_PASSWORD_AUTH through the portal's Cognito endpoint, as the SPA does. */
export const cognitoVia = (endpoint: string) =>
  new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

export const signIn = async (
  tenant: string,
  email: string,
  password = DEMO_PASSWORD,
  clientId = inject('userPoolClientId'),
  options: { fresh?: boolean; port?: number } = {},
): Promise<string> => {
  const username = usuarioCognito(tenant, email);
  const cacheKey = `${clientId}:${username}:${password}`;
  const cached = tokens.get(cacheKey);
  if (cached && !options.fresh) return cached;
  const cognito = cognitoVia(`http://127.0.0.1:${options.port ?? inject('apiPort')}/cognito`);
  const out = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  const token = out.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`no token for ${email}: ${out.ChallengeName ?? 'unknown'}`);
  tokens.set(cacheKey, token);
  return token;
};

/** Sets a permanent password, as a user does after the invitation. */
export const setPassword = (tenant: string, email: string, password: string) =>
  cognitoVia(`http://127.0.0.1:${inject('cognitoPort')}`).send(
    new AdminSetUserPasswordCommand({
      UserPoolId: inject('userPoolId'),
      Username: usuarioCognito(tenant, email),
      Password: password,
      Permanent: true,
    }),
  );

export const tokenOf = (tenant: string, rol: string) => signIn(tenant, demoEmail(tenant, rol));

/**
 * Cognito's custom authentication on the partner client, answered with a partner's assertion, as the
 * SPA does after the exchange: the ID token (Cognito's refusal throws).
 */
export const ingresarConAsercion = async (usuario: string, asercion: string): Promise<string | undefined> => {
  const c = cognitoVia(`http://127.0.0.1:${inject('apiPort')}/cognito`);
  const inicio = await c.send(
    new InitiateAuthCommand({
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: inject('partnerClientId'),
      AuthParameters: { USERNAME: usuario },
    }),
  );
  const fin = await c.send(
    new RespondToAuthChallengeCommand({
      ClientId: inject('partnerClientId'),
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: inicio.Session,
      ChallengeResponses: { USERNAME: usuario, ANSWER: asercion },
    }),
  );
  return fin.AuthenticationResult?.IdToken;
};

/** The ID token of the demo partner's user of a tenant (scripts/local/sso-demo.ts): an SSO session. */
export const ssoTokenOf = async (tenant: TenantSsoDemo): Promise<string> => {
  const asercion = await firmarAsercionDemo(tenant);
  const res = await api('POST', '/v1/publico/sso/sesion', {
    host: `${tenant}.localhost`,
    desde: '127.0.113.31',
    body: { asercion },
  });
  if (res.status !== 200) throw new Error(`sso ${tenant}: ${res.status} ${JSON.stringify(res.body)}`);
  const token = await ingresarConAsercion(res.body.usuario, asercion);
  if (!token) throw new Error(`sso ${tenant}: no token`);
  return token;
};

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * Calls the local gateway as a browser on a tenant's host does: bearer token, selected company, the
 * tenant's Host, and the connection from `desde` (a loopback address, 127.0.0.1 unless given), which
 * the gateway, like CloudFront, takes as the viewer's IP whatever x-viewer-ip says.
 */
export const api = async <T = any>(
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    empresaId?: number;
    host?: string;
    desde?: string;
    apiKey?: string | null;
    headers?: Record<string, string>;
    /** Another stack's portal (a test that starts its own); the global setup's by default. */
    port?: number;
  } = {},
): Promise<ApiAnswer<T>> => {
  const port = options.port ?? inject('apiPort');
  const headers: Record<string, string> = { host: `${options.host ?? '127.0.0.1'}:${port}`, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.empresaId) headers['x-empresa-id'] = String(options.empresaId);
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.apiKey !== null) headers['x-api-key'] = options.apiKey ?? LOCAL_PUBLIC_API_KEY;
  const body =
    options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  // node:http, not fetch: fetch can set neither the Host header nor the local address.
  const res = await new Promise<http.IncomingMessage & { text: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, localAddress: options.desde }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => resolve(Object.assign(answer, { text: Buffer.concat(chunks).toString('utf8') })));
      answer.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
  const answerHeaders = new Headers();
  for (const [k, v] of Object.entries(res.headers))
    if (v !== undefined) answerHeaders.set(k, Array.isArray(v) ? v.join(', ') : v);
  return { status: res.statusCode ?? 0, body: res.text ? JSON.parse(res.text) : undefined, headers: answerHeaders };
};

/** A presigned GET signed just now, for five minutes: not the link a page read earlier. */
export const expectFreshPresign = (url: string) => {
  const firma = new URL(url).searchParams;
  expect(firma.get('X-Amz-Expires')).toBe('300');
  const firmado = Date.parse(
    firma.get('X-Amz-Date')!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  expect(Math.abs(Date.now() - firmado)).toBeLessThan(60_000);
};

/** Uploads bytes the way the browser does: a multipart POST straight to S3 with the signed fields. */
export const subirAS3 = async (
  slot: { url: string; fields: Record<string, string> },
  bytes: Uint8Array<ArrayBuffer>,
  tipo: string,
) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(slot.fields)) form.append(k, v);
  form.append('file', new Blob([bytes], { type: tipo }));
  const res = await fetch(slot.url, { method: 'POST', body: form });
  expect(res.status).toBeLessThan(300);
};

/** A new user of cargosur with these company roles (created by an administrator's token), signed in. */
export const usuarioNuevo = async (token: string, empresas: { idEmpresa: number; idRol: string }[]) => {
  const email = `usuario.${randomUUID().slice(0, 8)}@cargosur.demo`;
  const res = await api('POST', '/v1/usuarios', {
    token,
    body: { nombre: 'Otra', apellido: 'Administradora', email, idPais: 484, empresas },
  });
  expect(res.status).toBe(201);
  await setPassword('cargosur', email, 'Clave-segura-123');
  return signIn('cargosur', email, 'Clave-segura-123');
};

/**
 * Asks for an export (an `exportar-*` operation answers 202) and follows it with get-exportacion, as
 * the SPA's button does, until it is ready or failed; answers the last state.
 */
export const exportar = async (token: string, path: string) => {
  const pedida = await api('GET', path, { token });
  expect(pedida.status, JSON.stringify(pedida.body)).toBe(202);
  let e = pedida.body as { id: string; estado: string; url?: string; mensaje?: string };
  for (let i = 0; e.estado === 'pendiente' && i < 600; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const res = await api('GET', `/v1/exportaciones/${e.id}`, { token });
    expect(res.status).toBe(200);
    e = res.body;
  }
  return { pedida: pedida.body as { id: string; estado: string }, final: e };
};
