import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from 'aws-cdk-lib';
import { leerEmisoresSso, type EmisoresSso } from '#shared/auth/sso.ts';

/** Absolute path of the repository root (infra/ lives directly under it). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where a stage without a domain (dev only) says its portal lives; nothing resolves there. */
const PLACEHOLDER_DOMAIN = 'portal-carga.example';

/** The stage's DNS: tenants are served at `<tenant>.<domainName>`, in a Route 53 zone the account owns. */
export interface StageDomain {
  /** Apex of the tenants' host names, e.g. `portal.empresa.com`. */
  domainName: string;
  hostedZoneId: string;
  /** The zone's own name: `domainName` itself or one of its parents. */
  hostedZoneName: string;
}

export interface StageConfig {
  /** dev, staging, prod… Part of every stack and resource name. */
  stage: string;
  /** The stage's domain; only `dev` may go without one (then it serves *.cloudfront.net and sends no mail of its own). */
  domain?: StageDomain;
  /** SPA origins allowed by CORS (S3 uploads and the HTTP API). */
  webOrigins: string[];
  /** prod gets the paid Cognito tier with threat protection; other stages acknowledge the nag rule. */
  isProd: boolean;
  /** Sender of notifications: an address of the domain's SES identity. */
  mailFrom: string;
  /** Public URL of a tenant's portal, `{tenant}` replaced by its id. */
  publicUrlTemplate: string;
  /**
   * Cognito sends its invitations and codes through SES from `mailFrom` (true once the domain's SES
   * identity is verified); false keeps Cognito's own sender, as the first deploy of a domain must.
   */
  cognitoSesEmail: boolean;
  /**
   * Version id of the origin secret CloudFront sends (`-c originSecretVersion=`): a new id changes the
   * distribution, so CloudFormation reads the secret again. Without it, the version current at the
   * distribution's last change.
   */
  originSecretVersion?: string;
  /**
   * Key of the public web channel (claim notice, verification). Not a secret: config.json ships it
   * to every browser, so it travels as plain configuration; change it with `-c publicApiKey=...`.
   */
  publicApiKey: string;
  /** The wallet provider's API for the boat checkout (`-c walletApiUrl=`). */
  walletApiUrl: string;
  /** The security-custody provider's API (`-c custodyApiUrl=`). */
  custodyApiUrl: string;
  /** The people API of the person-blocking validation (`-c personasApiUrl=`). */
  personasApiUrl: string;
  /**
   * Who hears of the stage's alarms (`-c alarmEmail=`): subscribed by e-mail to its alarm topic (SNS
   * asks the address to confirm). Required outside dev; a dev stage without it still has the topic.
   */
  alarmEmail?: string;
  /**
   * The partner issuers each tenant trusts for single sign-on (`-c ssoEmisores='{"<tenant>":[...]}'`,
   * shared/auth/sso.ts): issuer, algorithm and public key (PEM, JWK or JWKS URL), and the companies
   * and role of its users. Public keys only: nothing here is a secret. Empty: no partner signs in.
   */
  ssoEmisores: EmisoresSso;
}

/**
 * The `-c` values a stage other than dev cannot run without, each with an example for the refusal.
 * A value another part of the app makes mandatory (e.g. an alarm e-mail) joins this list.
 */
export const REQUIRED_OUTSIDE_DEV = {
  domainName: 'portal.empresa.com',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  alarmEmail: 'operaciones@empresa.com',
} as const satisfies Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

const HOST_NAME = /^(?=.{4,200}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const readDomain = (text: (key: string) => string | undefined): StageDomain | undefined => {
  const domainName = text('domainName')?.toLowerCase();
  const hostedZoneId = text('hostedZoneId');
  if (!domainName && !hostedZoneId) return undefined;
  if (!domainName || !hostedZoneId) throw new Error('domainName and hostedZoneId go together: give both or neither');
  if (!HOST_NAME.test(domainName)) throw new Error(`Invalid domainName "${domainName}": a DNS name such as portal.empresa.com`);
  if (!/^Z[A-Z0-9]{1,31}$/.test(hostedZoneId))
    throw new Error(`Invalid hostedZoneId "${hostedZoneId}": a Route 53 zone id such as Z0123456789ABCDEFGHIJ`);
  const hostedZoneName = (text('hostedZoneName') ?? domainName).toLowerCase().replace(/\.$/, '');
  if (domainName !== hostedZoneName && !domainName.endsWith(`.${hostedZoneName}`))
    throw new Error(`domainName "${domainName}" is not inside the hosted zone "${hostedZoneName}"`);
  return { domainName, hostedZoneId, hostedZoneName };
};

/** A JSON context value: `-c key='{...}'` arrives as text, cdk.json's context as an object. */
const contextJson = (app: App, key: string): string | undefined => {
  const raw = app.node.tryGetContext(key) as unknown;
  return raw === undefined || raw === null ? undefined : typeof raw === 'string' ? raw : JSON.stringify(raw);
};

/**
 * Reads the stage's `-c` values. Any stage but dev refuses to synthesize without its domain, naming
 * every missing value at once; everything else derives from the domain unless given.
 */
export const readStageConfig = (app: App): StageConfig => {
  const text = (key: string): string | undefined => {
    const raw = app.node.tryGetContext(key) as unknown;
    return raw === undefined || raw === null || String(raw).trim() === '' ? undefined : String(raw).trim();
  };
  const stage = text('stage') ?? 'dev';
  if (!/^[a-z][a-z0-9-]{1,11}$/.test(stage))
    throw new Error(`Invalid stage "${stage}": use lowercase letters, digits and dashes`);
  if (stage !== 'dev') {
    const missing = Object.entries(REQUIRED_OUTSIDE_DEV).filter(([key]) => !text(key));
    if (missing.length)
      throw new Error(
        `Stage "${stage}" needs ${missing.map(([key]) => key).join(', ')}: ` +
          `npx cdk deploy -c stage=${stage} ${missing.map(([key, example]) => `-c ${key}=${example}`).join(' ')} ...`,
      );
  }
  const domain = readDomain(text);
  const apex = domain?.domainName ?? PLACEHOLDER_DOMAIN;
  const mailFrom = text('mailFrom') ?? `notificaciones@${apex}`;
  if (domain && !mailFrom.endsWith(`@${domain.domainName}`))
    throw new Error(`mailFrom "${mailFrom}" must be an address of ${domain.domainName}, the domain SES verifies`);
  const alarmEmail = text('alarmEmail');
  if (alarmEmail && !EMAIL.test(alarmEmail)) throw new Error(`Invalid alarmEmail "${alarmEmail}": an e-mail address`);
  const originSecretVersion = text('originSecretVersion');
  if (originSecretVersion && !/^[A-Za-z0-9-]{32,64}$/.test(originSecretVersion))
    throw new Error(`Invalid originSecretVersion "${originSecretVersion}": the VersionId put-secret-value answered`);
  return {
    stage,
    domain,
    webOrigins: asList(app.node.tryGetContext('webOrigins')) ?? [`https://*.${apex}`],
    isProd: stage === 'prod',
    mailFrom,
    publicUrlTemplate: text('publicUrlTemplate') ?? `https://{tenant}.${apex}`,
    cognitoSesEmail: domain !== undefined && text('cognitoSesEmail') !== 'false',
    originSecretVersion,
    publicApiKey: text('publicApiKey') ?? `portal-carga-${stage}-canal-publico`,
    walletApiUrl: text('walletApiUrl') ?? 'https://api.billetera.example/v1',
    custodyApiUrl: text('custodyApiUrl') ?? 'https://api.custodia.example',
    personasApiUrl: text('personasApiUrl') ?? 'https://api.personas.example/validar',
    alarmEmail,
    ssoEmisores: leerEmisoresSso(contextJson(app, 'ssoEmisores')),
  };
};
