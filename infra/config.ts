import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from 'aws-cdk-lib';

/** Absolute path of the repository root (infra/ lives directly under it). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_WEB_ORIGINS = ['https://*.portal-carga.example'];

export interface StageConfig {
  /** dev, staging, prod… Part of every stack and resource name. */
  stage: string;
  /** SPA origins allowed by CORS (S3 uploads and the HTTP API). */
  webOrigins: string[];
  /** prod gets the paid Cognito tier with threat protection; other stages acknowledge the nag rule. */
  isProd: boolean;
  /** Sender of notifications (a verified SES identity). */
  mailFrom: string;
  /** Public URL of a tenant's portal, `{tenant}` replaced by its id. */
  publicUrlTemplate: string;
  /**
   * Key of the public web channel (claim notice, verification). Not a secret: config.json ships it
   * to every browser, so it travels as plain configuration; change it with `-c publicApiKey=...`.
   */
  publicApiKey: string;
  /** The wallet provider's API for the boat checkout (`-c walletApiUrl=`). */
  walletApiUrl: string;
  /** The security-custody provider's API (`-c custodyApiUrl=`). */
  custodyApiUrl: string;
}

const asList = (value: unknown): string[] | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.map(String);
  const text = String(value).trim();
  if (text.startsWith('[')) return (JSON.parse(text) as unknown[]).map(String);
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
};

/** Reads `-c stage=…` and `-c webOrigins=…` (JSON array or comma separated). */
export const readStageConfig = (app: App): StageConfig => {
  const stage = String(app.node.tryGetContext('stage') ?? 'dev');
  if (!/^[a-z][a-z0-9-]{1,11}$/.test(stage))
    throw new Error(`Invalid stage "${stage}": use lowercase letters, digits and dashes`);
  const webOrigins = asList(app.node.tryGetContext('webOrigins')) ?? DEFAULT_WEB_ORIGINS;
  const mailFrom = String(app.node.tryGetContext('mailFrom') ?? 'notificaciones@portal-carga.example');
  const publicUrlTemplate = String(app.node.tryGetContext('publicUrlTemplate') ?? 'https://{tenant}.portal-carga.example');
  const publicApiKey = String(app.node.tryGetContext('publicApiKey') ?? `portal-carga-${stage}-canal-publico`);
  const walletApiUrl = String(app.node.tryGetContext('walletApiUrl') ?? 'https://api.billetera.example/v1');
  const custodyApiUrl = String(app.node.tryGetContext('custodyApiUrl') ?? 'https://api.custodia.example');
  return { stage, webOrigins, isProd: stage === 'prod', mailFrom, publicUrlTemplate, publicApiKey, walletApiUrl, custodyApiUrl };
};
