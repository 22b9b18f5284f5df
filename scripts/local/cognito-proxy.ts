import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import http from 'node:http';
import { createCustomAuth, type Respuesta } from './cognito-custom-auth.ts';
import { emitirTokenMaquina } from './token-maquinas.ts';

const target = (name: string) => `AWSCognitoIdentityProviderService.${name}`;

const SIGN_IN_TARGETS = new Set([target('InitiateAuth'), target('RespondToAuthChallenge')]);

/**
 * The only calls the SPA makes (web/src/lib/auth/cognito.ts through Amplify: sign-in and its
 * challenges, refresh, password reset, sign-out). Cognito answers every other call only with IAM
 * credentials, which no browser holds; the emulator checks none, so they stop here (an anonymous
 * ListUsers would otherwise list every user of every tenant).
 */
const SPA_TARGETS = new Set([
  ...SIGN_IN_TARGETS,
  target('GetTokensFromRefreshToken'),
  target('ForgotPassword'),
  target('ConfirmForgotPassword'),
  target('RevokeToken'),
]);

const readBody = (req: http.IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const responder = (res: http.ServerResponse, r: Respuesta) => {
  if (r.ok) {
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify(r.body));
    return;
  }
  res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': r.tipo });
  res.end(JSON.stringify({ __type: r.tipo, message: r.mensaje }));
};

/**
 * Forwards /cognito/* to the Cognito emulator, on the page's own origin so the browser needs no
 * CORS. It adds what real Cognito does and the emulator lacks: a disabled user cannot sign in
 * ("User is disabled."), which is how deactivating a user locks them out; the partner client's
 * custom authentication with the pool's own triggers (cognito-custom-auth.ts); and the domain's
 * client-credentials token endpoint at /cognito/oauth2/token.
 */
export const createCognitoProxy = (cognitoUrl: string, userPoolId: string, partnerClientId: string) => {
  const target = new URL(cognitoUrl);
  const admin = new CognitoIdentityProviderClient({ endpoint: cognitoUrl });
  const customAuth = createCustomAuth(cognitoUrl, userPoolId, partnerClientId);
  /** The emulator's local-only check of a client's second secret (scripts/local/cognito-secretos.mjs). */
  const secretoRotado = async (ClientId: string, ClientSecret: string): Promise<boolean> => {
    const res = await fetch(cognitoUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.VerificarSecretoCliente',
      },
      body: JSON.stringify({ ClientId, ClientSecret }),
    });
    return res.ok && ((await res.json()) as { Valido?: boolean }).Valido === true;
  };

  const isDisabled = async (username: string | undefined): Promise<boolean> => {
    if (!username) return false;
    try {
      const user = await admin.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
      return user.Enabled === false;
    } catch (err) {
      if (err instanceof UserNotFoundException) return false;
      throw err;
    }
  };

  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = await readBody(req);
    // The user pool domain's token endpoint, for machine clients (record 0167).
    if (req.method === 'POST' && (req.url ?? '').split('?')[0] === '/cognito/oauth2/token') {
      const answer = await emitirTokenMaquina(
        admin,
        { userPoolId, issuer: `${cognitoUrl}/${userPoolId}`, secretoRotado },
        req.headers.authorization,
        body.toString('utf8'),
      );
      res.writeHead(answer.status, { 'content-type': 'application/json;charset=UTF-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(answer.body));
      return;
    }
    const amzTarget = String(req.headers['x-amz-target'] ?? '');
    if (req.method !== 'POST' || !SPA_TARGETS.has(amzTarget)) {
      responder(res, { ok: false, tipo: 'AccessDeniedException', mensaje: 'Operation not allowed from the portal.' });
      return;
    }
    if (SIGN_IN_TARGETS.has(amzTarget)) {
      let parsed: { AuthParameters?: { USERNAME?: string }; ChallengeResponses?: { USERNAME?: string } } = {};
      try {
        parsed = JSON.parse(body.toString('utf8')) as typeof parsed;
      } catch {
        parsed = {};
      }
      if (await isDisabled(parsed.AuthParameters?.USERNAME ?? parsed.ChallengeResponses?.USERNAME)) {
        responder(res, { ok: false, tipo: 'NotAuthorizedException', mensaje: 'User is disabled.' });
        return;
      }
      const propia = await customAuth(amzTarget.split('.').pop() ?? '', parsed as Record<string, unknown>).catch(
        (err: unknown): Respuesta => {
          // A failing trigger: Cognito answers UserLambdaValidationException.
          console.error('cognito custom auth', err);
          return { ok: false, tipo: 'UserLambdaValidationException', mensaje: 'VerifyAuthChallengeResponse failed.' };
        },
      );
      if (propia) {
        responder(res, propia);
        return;
      }
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: (req.url ?? '/').replace(/^\/cognito/, '') || '/',
        headers: { ...req.headers, host: target.host, 'content-length': String(body.length) },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
    });
    upstream.end(body);
  };
};
