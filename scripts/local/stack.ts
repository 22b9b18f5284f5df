import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { workerQueueEnv } from '#shared/contract/define.ts';
import { ORIGIN_SECRET_ID_ENV, SECRET_ID_ENV } from '#shared/contract/grants.ts';
import { WORKERS } from '#shared/contract/workers.ts';
import {
  BUCKET_NAME,
  EVENT_BUS_NAME,
  LOCAL_PUBLIC_API_KEY,
  LOOPBACK,
  REGION,
  ORIGIN_SECRET_NAME,
  SECRET_IDS,
  TABLE_NAME,
  type Ports,
} from './config.ts';
import { startCognito, startDynamo, startS3, type Running } from './emulators.ts';
import { createGateway } from './gateway.ts';
import { assertPortFree } from './ports.ts';
import { EMISORES_SSO_DEMO } from './sso-demo.ts';
import { ensureTable, ensureUserPool, type CognitoState } from './provision.ts';
import { SEEDED_TENANTS, seedTenant, type DemoLogin } from './seed.ts';
import { createWeb, type WebMode } from './web.ts';
import { startScheduler } from './scheduler.ts';
import { routeEventsLocally, settleEvents } from './events.ts';
import { dropDelayedMessages, runWorkersLocally, settleWorkers } from './workers.ts';
import { settleJobs } from './trabajos.ts';
import { enforceGrantsLocally } from './iam.ts';
import { BILLETERA_PATH, billeteraSimulada } from './billetera.ts';
import { receptorSimulado } from './receptor.ts';

export interface StackOptions {
  ports: Ports;
  /** Folder for persistent data; null keeps DynamoDB in memory and uses a temporary folder for the rest. */
  dataDir: string;
  persistent: boolean;
  web: WebMode;
  /** Built SPA to serve in 'dist' mode (default web/dist). */
  distDir?: string;
  scheduler: boolean;
  seed: boolean;
  /** Run the workers on what the handlers queue (default); the bench runs them itself, to time them apart. */
  workers?: boolean;
  /** Replace a user pool of an old format instead of stopping (the bench: every user it signs in is seeded). */
  recreateOldUserPool?: boolean;
}

export interface Stack {
  ports: Ports;
  cognito: CognitoState;
  logins: DemoLogin[];
  url: (tenant?: string) => string;
  /** Settles when the built SPA's compressed copies are ready (dist mode; at once otherwise). */
  comprimidos: Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Points the AWS SDK of this process (and so the in-process handlers) at the emulators. Only
 * endpoints differ from AWS: handlers contain no local-only code.
 */
export const useEmulatorEnvironment = (ports: Ports, cognito?: CognitoState) => {
  Object.assign(process.env, {
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: `http://${LOOPBACK}:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_S3: `http://${LOOPBACK}:${ports.s3}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://${LOOPBACK}:${ports.cognito}`,
    S3_FORCE_PATH_STYLE: 'true',
    TABLE_NAME,
    BUCKET_NAME,
    EVENT_BUS_NAME,
    [SECRET_ID_ENV.wallet]: SECRET_IDS.wallet,
    [SECRET_ID_ENV.custody]: SECRET_IDS.custody,
    [SECRET_ID_ENV.personas]: SECRET_IDS.personas,
    [ORIGIN_SECRET_ID_ENV]: ORIGIN_SECRET_NAME,
    // The workers' queues, as the stacks name them to the functions that send to them.
    ...Object.fromEntries(WORKERS.map((w) => [workerQueueEnv(w), `local:${w.name}`])),
    // A tenant job's own queue (each job function has its own in the cloud; one process runs them all here).
    JOB_QUEUE_URL: 'local:cola-del-trabajo',
    // The demo tenants' partner issuers (scripts/local/sso-demo.ts), as `-c ssoEmisores` in a stage.
    SSO_EMISORES: JSON.stringify(EMISORES_SSO_DEMO),
    ...(cognito ? { USER_POOL_ID: cognito.userPoolId, USER_POOL_CLIENT_ID: cognito.userPoolClientId } : {}),
  });
};

/**
 * The outside services' local simulators, and the folders where they leave what they would have sent
 * (mail, events, finance's queue): `npm start` and `npm run job` share them.
 */
export const useLocalOutboxes = (dataDir: string) => {
  Object.assign(process.env, {
    PORTS_MODE: 'local',
    MAIL_OUTBOX_DIR: path.join(dataDir, 'correo'),
    EVENTS_LOCAL_DIR: path.join(dataDir, 'eventos'),
    FINANZAS_LOCAL_DIR: path.join(dataDir, 'finanzas'),
  });
};

export const startStack = async (options: StackOptions): Promise<Stack> => {
  const { ports, dataDir } = options;
  await Promise.all([
    assertPortFree(ports.dynamodb, 'DynamoDB', 'DYNAMODB_PORT'),
    assertPortFree(ports.s3, 'S3', 'S3_PORT'),
    assertPortFree(ports.cognito, 'Cognito', 'COGNITO_PORT'),
    options.web === 'none' ? Promise.resolve() : assertPortFree(ports.web, 'portal', 'PORT'),
  ]);
  useEmulatorEnvironment(ports);
  useLocalOutboxes(dataDir);
  Object.assign(process.env, {
    // The simulated wallet: its intentions, its payment page on this server, the webhook secret it signs with.
    WALLET_LOCAL_DIR: path.join(dataDir, 'billetera'),
    WALLET_LOCAL_URL: `http://localhost:${ports.web}${BILLETERA_PATH}`,
    WALLET_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
    // The simulated custody provider's quotes.
    CUSTODY_LOCAL_DIR: path.join(dataDir, 'custodia'),
    // What the simulated webhook receiver got (scripts/local/receptor.ts).
    WEBHOOKS_RECEPTOR_DIR: path.join(dataDir, 'receptor'),
    PUBLIC_URL_TEMPLATE: `http://{tenant}.localhost:${ports.web}`,
    PUBLIC_API_KEY: LOCAL_PUBLIC_API_KEY,
    // CloudFront's origin secret: the local gateway stands where CloudFront does and adds it.
    ORIGIN_SECRET: randomBytes(24).toString('hex'),
  });

  enforceGrantsLocally();
  routeEventsLocally();
  if (options.workers !== false) runWorkersLocally();
  const running: Running[] = [];
  const stop = async () => {
    // Queued-job runs, event deliveries and worker runs in flight finish against the emulators before they go away.
    await settleJobs();
    await Promise.all([settleEvents(), settleWorkers()]);
    dropDelayedMessages();
    for (const r of running.reverse()) await r.stop().catch(() => undefined);
  };
  try {
    const webOrigins = [`http://*.localhost:${ports.web}`, `http://localhost:${ports.web}`];
    running.push(
      ...(await Promise.all([
        startDynamo(ports.dynamodb, options.persistent ? path.join(dataDir, 'dynamodb') : null),
        startS3(ports.s3, path.join(dataDir, 's3'), webOrigins),
        startCognito(ports.cognito, path.join(dataDir, 'cognito')),
      ])),
    );

    const dynamo = new DynamoDBClient({});
    const cognitoClient = new CognitoIdentityProviderClient({});
    await ensureTable(dynamo);
    const { state: cognito, nuevo: poolNuevo } = await ensureUserPool(
      cognitoClient,
      path.join(dataDir, 'cognito', 'state.json'),
      {
        recrearAntiguo: options.recreateOldUserPool,
      },
    );
    useEmulatorEnvironment(ports, cognito);

    const logins: DemoLogin[] = [];
    if (options.seed) {
      for (const tenant of SEEDED_TENANTS) {
        logins.push(...(await seedTenant(tenant, cognitoClient, cognito.userPoolId, { accesosNuevos: poolNuevo })));
      }
    }

    const cognitoUrl = `http://${LOOPBACK}:${ports.cognito}`;
    const gateway = createGateway({
      cognitoUrl,
      userPoolId: cognito.userPoolId,
      clients: { user: [cognito.userPoolClientId], sso: [cognito.partnerClientId] },
    });
    const web = await createWeb(
      options.web,
      { cognito, cognitoUrl, publicApiKey: LOCAL_PUBLIC_API_KEY, dataDir: options.dataDir },
      options.distDir,
    );
    const server = http.createServer((req, res) => {
      billeteraSimulada(req, res)
        .then(async (simulada) => simulada || (await receptorSimulado(req, res)))
        .then(async (simulada) => simulada || (await gateway(req, res)))
        .then((handled) => (handled ? undefined : web.handle(req, res)))
        .catch((err: unknown) => {
          console.error(err);
          if (!res.headersSent) res.writeHead(500).end();
        });
    });
    await new Promise<void>((resolve) => server.listen(ports.web, LOOPBACK, resolve));
    running.push({
      name: 'portal',
      stop: async () => {
        await web.close();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      },
    });
    if (options.scheduler) running.push(startScheduler());

    fs.mkdirSync(dataDir, { recursive: true });
    return {
      ports,
      cognito,
      logins,
      url: (tenant) => `http://${tenant ? `${tenant}.` : ''}localhost:${ports.web}`,
      comprimidos: web.comprimidos,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
};
