import { alcanceDe, LIMITE_MAQUINAS } from '../auth/maquinas.ts';
import { patronDeZona, type ZonaArchivos } from './archivos.ts';
import { isPublic, type Callers, type FileAccess, type Resource } from './define.ts';
import { KEY_SEPARATOR, RATE_LIMIT_LABEL } from './table.ts';

/**
 * What a function may do, derived in one place from its caller kind and its own `uses`: the CDK
 * stacks grant exactly `grantsOf` (actions, resources, conditions), and the local runtime refuses
 * any AWS call outside them (the emulators enforce no IAM), comparing the action and the resource
 * the call names, so a missing grant fails in every test as it would in AWS.
 */
export interface FunctionAccess {
  /** An operation's id: its rate-limit counters carry it in their key. */
  id?: string;
  callers?: Callers;
  rateLimit?: { perMinute: number };
  uses: readonly Resource[];
}

export type AwsService =
  'dynamodb' | 's3' | 'cognito-idp' | 'events' | 'ses' | 'sqs' | 'secretsmanager' | 'geo-places' | 'geo-routes';

/** The outside providers' secrets; a function reads one only if it declares `<name>:secret`. */
export const SECRETOS_DE_PROVEEDOR = ['wallet', 'custody', 'personas'] as const;
export type SecretoDeProveedor = (typeof SECRETOS_DE_PROVEEDOR)[number];

/** The environment variable that names each secret to the functions that read it. */
export const SECRET_ID_ENV: Record<SecretoDeProveedor, string> = {
  wallet: 'WALLET_SECRET_ID',
  custody: 'CUSTODY_SECRET_ID',
  personas: 'PERSONAS_SECRET_ID',
};

/** The environment variable that names the origin secret to the public functions (never its value). */
export const ORIGIN_SECRET_ID_ENV = 'ORIGIN_SECRET_ID';

/** The providers' secrets a function declares. */
export const secretosDe = (access: Pick<FunctionAccess, 'uses'>): SecretoDeProveedor[] =>
  SECRETOS_DE_PROVEEDOR.filter((s) => access.uses.includes(`${s}:secret`));

/**
 * What a grant is on, named by its part in the app: the CDK maps each to its ARN, the local check
 * to the name the function's environment holds (TABLE_NAME, BUCKET_NAME, ...).
 */
export type GrantTarget =
  | { kind: 'table' }
  /** Each secondary index of the table, by name (TABLE_INDEXES). */
  | { kind: 'indexes' }
  /** Objects of the bucket whose key matches one of these IAM patterns (the zones' `patronDeZona`). */
  | { kind: 'objects'; keys: readonly string[] }
  | { kind: 'userPool' }
  | { kind: 'bus' }
  /** SES authorises sending per verified identity: every identity of the account and region. */
  | { kind: 'mailIdentities' }
  /** The job's own queue (a job that queues its continuation, a dispatcher). */
  | { kind: 'jobQueue' }
  /** A worker's queue (WORKERS), for the operations that hand it work. */
  | { kind: 'workerQueue'; worker: string }
  | { kind: 'secret'; secret: SecretoDeProveedor }
  /** The origin secret CloudFront sends: every public function reads it to know a call came through CloudFront. */
  | { kind: 'originSecret' }
  /** Amazon Location's managed provider of the action's service. */
  | { kind: 'geoProvider' };

export interface Grant {
  actions: readonly string[];
  target: GrantTarget;
  /**
   * Only items whose partition key matches one of these patterns (IAM `ForAllValues:StringLike` on
   * `dynamodb:LeadingKeys`). ForAllValues holds for a request that names no key at all, so such a
   * grant carries item actions only, each of which always names its key.
   */
  leadingKeys?: readonly string[];
}

const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const TABLE_WRITE = [...TABLE_READ, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/**
 * The S3 actions of each kind of file access. HeadObject and a presigned GET need s3:GetObject;
 * CopyObject needs GetObject on the source and PutObject on the target; a presigned POST is signed
 * with the function's credentials, so the browser's upload needs the signer's s3:PutObject.
 */
const FILE_ACTIONS: Record<FileAccess, readonly string[]> = {
  read: ['s3:GetObject'],
  write: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'],
  upload: ['s3:PutObject'],
};

const onUserPool = (...actions: string[]): Grant[] => [{ actions, target: { kind: 'userPool' } }];

type OtherResource = Exclude<Resource, `files:${string}` | 'table:read' | 'table:write'>;

/** Every resource but the table and the files: its actions on its one target. */
const SIMPLE: Record<OtherResource, Grant[]> = {
  // Cognito administration, each action under its own name so a function holds only what it calls.
  'users:create': onUserPool('cognito-idp:AdminCreateUser'),
  // A client's user without onboarding gets a sign-in with a random password and no e-mail.
  'users:set-password': onUserPool('cognito-idp:AdminSetUserPassword'),
  'users:update': onUserPool('cognito-idp:AdminUpdateUserAttributes'),
  'users:enable-disable': onUserPool('cognito-idp:AdminEnableUser', 'cognito-idp:AdminDisableUser'),
  'users:delete': onUserPool('cognito-idp:AdminDeleteUser'),
  // A machine client's app client (record 0166); Cognito is where its secrets' ids and dates are read.
  'machine-clients:read': onUserPool('cognito-idp:ListUserPoolClientSecrets'),
  'machine-clients:create': onUserPool('cognito-idp:CreateUserPoolClient'),
  'machine-clients:rotate': onUserPool('cognito-idp:AddUserPoolClientSecret', 'cognito-idp:DeleteUserPoolClientSecret'),
  'machine-clients:delete': onUserPool('cognito-idp:DeleteUserPoolClient'),
  'events:put': [{ actions: ['events:PutEvents'], target: { kind: 'bus' } }],
  'mail:send': [{ actions: ['ses:SendEmail'], target: { kind: 'mailIdentities' } }],
  'queue:send': [{ actions: ['sqs:SendMessage'], target: { kind: 'jobQueue' } }],
  'exports:queue': [{ actions: ['sqs:SendMessage'], target: { kind: 'workerQueue', worker: 'generar-exportacion' } }],
  'webhooks:queue': [{ actions: ['sqs:SendMessage'], target: { kind: 'workerQueue', worker: 'entregar-webhook' } }],
  'wallet:secret': [{ actions: ['secretsmanager:GetSecretValue'], target: { kind: 'secret', secret: 'wallet' } }],
  'custody:secret': [{ actions: ['secretsmanager:GetSecretValue'], target: { kind: 'secret', secret: 'custody' } }],
  'personas:secret': [{ actions: ['secretsmanager:GetSecretValue'], target: { kind: 'secret', secret: 'personas' } }],
  'maps:read': [
    { actions: ['geo-places:SearchText'], target: { kind: 'geoProvider' } },
    { actions: ['geo-routes:CalculateRoutes'], target: { kind: 'geoProvider' } },
  ],
  // Configuration in the function's environment: nothing to call.
  'sso:issuers': [],
};

const tableGrants = (actions: readonly string[]): Grant[] => [
  { actions, target: { kind: 'table' } },
  { actions: ['dynamodb:Query'], target: { kind: 'indexes' } },
];

/**
 * The partition keys of one operation's request counters, for any tenant (decided at run time by
 * the host): `<tenant>#limite#<operation>#<client>#<minute>`. Tenants and encoded values hold no
 * `#`, so only a counter of this operation matches.
 */
export const rateLimitKeys = (operationId: string): string[] => [['*', RATE_LIMIT_LABEL, operationId, '*'].join(KEY_SEPARATOR)];

/**
 * The handler stack's own calls before the use case runs: a signed-in caller's user and company are
 * read (one BatchGetItem), and on an operation open to machines a machine client's requests are
 * counted (one UpdateItem on its counter); a public call reads the origin secret
 * (functions/lib/http/origen.ts) and, when rate-limited, counts the client's requests the same way,
 * and nothing else.
 */
const stackGrants = (fn: FunctionAccess): Grant[] => {
  if (!fn.callers) return [];
  if (!isPublic({ callers: fn.callers })) {
    if (!fn.id || !alcanceDe(fn.id)) return tableGrants(TABLE_READ);
    return [
      ...tableGrants(TABLE_READ),
      { actions: ['dynamodb:UpdateItem'], target: { kind: 'table' }, leadingKeys: rateLimitKeys(LIMITE_MAQUINAS) },
    ];
  }
  const origin: Grant = { actions: ['secretsmanager:GetSecretValue'], target: { kind: 'originSecret' } };
  if (!fn.rateLimit) return [origin];
  if (!fn.id) throw new Error('a rate-limited operation names its id: its counters are keyed by it');
  return [origin, { actions: ['dynamodb:UpdateItem'], target: { kind: 'table' }, leadingKeys: rateLimitKeys(fn.id) }];
};

const FILE_USE = /^files:(read|write|upload):(.+)$/;

/** The files a function declares, one grant per kind of access over all its zones. */
const fileGrants = (uses: readonly Resource[]): Grant[] => {
  const zonas = new Map<FileAccess, ZonaArchivos[]>();
  for (const use of uses) {
    const m = FILE_USE.exec(use);
    if (m) zonas.set(m[1] as FileAccess, [...(zonas.get(m[1] as FileAccess) ?? []), m[2] as ZonaArchivos]);
  }
  return [...zonas].map(([acceso, zs]) => ({
    actions: FILE_ACTIONS[acceso],
    target: { kind: 'objects', keys: [...new Set(zs.map(patronDeZona))].sort() },
  }));
};

const sameTarget = (a: Grant, b: Grant): boolean =>
  JSON.stringify([a.target, a.leadingKeys]) === JSON.stringify([b.target, b.leadingKeys]);

/** Grants on the same target under the same condition become one, with the union of their actions. */
const merge = (grants: Grant[]): Grant[] =>
  grants.reduce<Grant[]>((out, g) => {
    const same = out.find((o) => sameTarget(o, g));
    if (same) same.actions = [...new Set([...same.actions, ...g.actions])].sort();
    else out.push({ ...g, actions: [...g.actions].sort() });
    return out;
  }, []);

/** Everything a function is granted: the one description the CDK and the local check both read. */
export const grantsOf = (fn: FunctionAccess): Grant[] => {
  const uses = new Set(fn.uses);
  const table = uses.has('table:write') ? TABLE_WRITE : uses.has('table:read') ? TABLE_READ : undefined;
  return merge([
    ...stackGrants(fn),
    ...(table ? tableGrants(table) : []),
    ...fileGrants(fn.uses),
    ...[...uses].flatMap((u) => (u in SIMPLE ? SIMPLE[u as OtherResource] : [])),
  ]);
};

/** Every IAM action a function is granted, on any resource, sorted. */
export const iamActionsOf = (fn: FunctionAccess): string[] => [...new Set(grantsOf(fn).flatMap((g) => g.actions))].sort();
