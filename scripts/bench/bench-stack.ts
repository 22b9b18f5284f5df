import { usuarioCognito } from '#shared/auth/login.ts';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import path from 'node:path';
import { DATA_DIR } from '#scripts/local/config.ts';
import { freePort } from '#scripts/local/ports.ts';
import { startStack, type Stack } from '#scripts/local/stack.ts';

/**
 * The bench's own local stack: DynamoDB Local with `-dbPath` under `.local-data/bench/<plan>/` (or
 * BENCH_DATA_DIR), so the list data outlives the run; the demo tenants seeded as `npm start` seeds
 * them; free ports, so it runs beside a developer's `npm start`. `npm run reset` deletes it too.
 */
export const BENCH_DIR = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : path.join(DATA_DIR, 'bench');

export const startBenchStack = async (plan: string): Promise<{ stack: Stack; dataDir: string }> => {
  process.env.LOG_LEVEL = 'silent';
  const dataDir = path.join(BENCH_DIR, plan);
  const ports = { web: await freePort(), dynamodb: await freePort(), s3: await freePort(), cognito: await freePort() };
  const stack = await startStack({
    ports,
    dataDir,
    persistent: true,
    web: 'none',
    scheduler: false,
    seed: true,
    recreateOldUserPool: true,
  });
  return { stack, dataDir };
};

/** An IdToken of the stack's user pool, as the SPA gets it (USER_PASSWORD_AUTH against the emulator). */
export const signIn = async (stack: Stack, tenant: string, email: string, password: string): Promise<string> => {
  const cognito = new CognitoIdentityProviderClient({ endpoint: `http://127.0.0.1:${stack.ports.cognito}` });
  try {
    const auth = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.cognito.userPoolClientId,
        AuthParameters: { USERNAME: usuarioCognito(tenant, email), PASSWORD: password },
      }),
    );
    const token = auth.AuthenticationResult?.IdToken;
    if (!token) throw new Error(`Cognito no devolvió un IdToken para ${email} (${auth.ChallengeName ?? 'sin desafío'})`);
    return token;
  } finally {
    cognito.destroy();
  }
};

export interface Answer {
  status: number;
  ms: number;
  body: unknown;
  serverTiming: string | null;
}

/** One API call through the local gateway, timed from the client (request sent to body read). */
export const call = async (
  stack: Stack,
  token: string,
  empresaId: number,
  pathAndQuery: string,
  init: { method?: string; body?: string } = {},
): Promise<Answer> => {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${stack.ports.web}${pathAndQuery}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      'x-empresa-id': String(empresaId),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  return {
    status: res.status,
    ms,
    body: text ? (JSON.parse(text) as unknown) : null,
    serverTiming: res.headers.get('server-timing'),
  };
};
