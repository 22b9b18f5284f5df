import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '#scripts/local/config.ts';
import { freePort } from '#scripts/local/ports.ts';
import { demoEmail } from '#scripts/local/seed.ts';
import { startStack } from '#scripts/local/stack.ts';
import { viajeBsAsSaoPaulo } from '#test/fixtures/viaje-especifico.ts';

const CONCURRENCY = 20;
const REQUESTS = 600;
const WARMUP = 60;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * `POST /v1/viajes-especificos/cotizaciones` through the local gateway (JWT verification, the middy
 * stack, DynamoDB Local reads, the engine) at 20 requests in flight. The handlers run inside this
 * process, so the engine's own time is read from the server-timing header each answer carries. Like the
 * SPA, requests name the working company (x-empresa-id).
 */
export const benchQuoteApi = async () => {
  process.env.LOG_LEVEL = 'silent';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const ports = { web: await freePort(), dynamodb: await freePort(), s3: await freePort(), cognito: await freePort() };
  const stack = await startStack({ ports, dataDir, persistent: false, web: 'none', scheduler: false, seed: true });
  try {
    const cognito = new CognitoIdentityProviderClient({ endpoint: `http://127.0.0.1:${ports.cognito}` });
    const auth = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.cognito.userPoolClientId,
        AuthParameters: { USERNAME: demoEmail('cargosur', 'productor'), PASSWORD: DEMO_PASSWORD },
      }),
    );
    const token = auth.AuthenticationResult?.IdToken as string;
    const body = JSON.stringify(viajeBsAsSaoPaulo());
    const url = `http://127.0.0.1:${ports.web}/v1/viajes-especificos/cotizaciones`;
    const one = async () => {
      const started = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-empresa-id': '10' },
        body,
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`quote answered ${res.status}`);
      const engine = Number(/motor;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
      return { ms: performance.now() - started, engine };
    };
    const run = async (total: number) => {
      const results: { ms: number; engine: number }[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < total) {
            next++;
            results.push(await one());
          }
        }),
      );
      return results;
    };
    await run(WARMUP);
    const started = performance.now();
    const results = await run(REQUESTS);
    const elapsed = performance.now() - started;
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const engine = results.map((r) => r.engine).sort((a, b) => a - b);
    return {
      requests: results.length,
      concurrency: CONCURRENCY,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      throughput: (results.length / elapsed) * 1000,
      engineP50: percentile(engine, 50),
    };
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
