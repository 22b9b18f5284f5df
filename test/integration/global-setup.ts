import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '#scripts/local/ports.ts';
import { startStack } from '#scripts/local/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiPort: number;
    dynamodbPort: number;
    s3Port: number;
    cognitoPort: number;
    userPoolId: string;
    userPoolClientId: string;
    partnerClientId: string;
    mailOutboxDir: string;
    eventsLocalDir: string;
    walletSecret: string;
    walletLocalDir: string;
  }
}

/** Starts the emulators in memory on free ports, seeds the demo tenants and serves the API. */
export default async function setup(project: TestProject) {
  process.env.LOG_LEVEL = 'silent';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-it-'));
  const ports = { web: await freePort(), dynamodb: await freePort(), s3: await freePort(), cognito: await freePort() };
  const stack = await startStack({ ports, dataDir, persistent: false, web: 'none', scheduler: false, seed: true });
  project.provide('apiPort', ports.web);
  project.provide('dynamodbPort', ports.dynamodb);
  project.provide('s3Port', ports.s3);
  project.provide('cognitoPort', ports.cognito);
  project.provide('userPoolId', stack.cognito.userPoolId);
  project.provide('userPoolClientId', stack.cognito.userPoolClientId);
  project.provide('partnerClientId', stack.cognito.partnerClientId);
  project.provide('mailOutboxDir', process.env.MAIL_OUTBOX_DIR ?? '');
  project.provide('eventsLocalDir', process.env.EVENTS_LOCAL_DIR ?? '');
  project.provide('walletSecret', process.env.WALLET_WEBHOOK_SECRET ?? '');
  project.provide('walletLocalDir', process.env.WALLET_LOCAL_DIR ?? '');
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
