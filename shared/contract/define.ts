import type * as z from 'zod/mini';
import type { Permission } from '../auth/permissions.ts';
import type { ZonaArchivos } from './archivos.ts';
import type { DomainEvent } from './events.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation:
 * - `public`: no login; the caller sends the public API key and the tenant comes from the host name.
 * - `user`: a signed-in user of the portal; tenant and principal come from a verified Cognito ID token
 *   issued to the portal's own app client.
 * - `sso`: a user handed over by a partner platform (SSO or embedded entry): the same kind of ID
 *   token, issued to the partner app client.
 */
export type Caller = 'public' | 'user' | 'sso';
export type SignedInCaller = Exclude<Caller, 'public'>;

/**
 * The set of callers an operation accepts: `public` alone (a signed-in caller of a public operation
 * is just another visitor), or one or more signed-in callers.
 */
export type Callers = readonly ['public'] | readonly [SignedInCaller, ...SignedInCaller[]];

/** The portal's own users and the users partners hand over: every screen a partner session reaches. */
export const USER_OR_SSO = ['user', 'sso'] as const satisfies Callers;
/** The portal's own users only: administration a partner platform must not reach with its token. */
export const USER_ONLY = ['user'] as const satisfies Callers;
export const PUBLIC = ['public'] as const satisfies Callers;

export const isPublic = (op: { callers: Callers }): boolean => op.callers[0] === 'public';

/**
 * An operation's function timeout: what a screen waits at most. Its outside calls are budgeted inside it
 * (functions/lib/aws/presupuesto.ts); work that takes longer goes to a worker (WORKERS).
 */
export const OPERATION_TIMEOUT_SECONDS = 10;

/** The signed-in callers of a set, sorted and without repeats (empty for a public operation). */
export const signedInCallers = (callers: Callers): SignedInCaller[] =>
  [...new Set(callers.filter((c): c is SignedInCaller => c !== 'public'))].sort();

/**
 * The app clients (JWT audiences) whose ID tokens an operation accepts, given each signed-in
 * caller's clients: what the local gateway verifies and what the cloud's JWT authorizer lists.
 */
export const audiencesOf = (callers: Callers, clients: Readonly<Record<SignedInCaller, readonly string[]>>): string[] => [
  ...new Set(signedInCallers(callers).flatMap((c) => clients[c])),
];

/** A name for a set of signed-in callers ('sso+user'), e.g. to share one authorizer per set. */
export const callerSetKey = (callers: Callers): string => signedInCallers(callers).join('+');

/**
 * The longest value any path parameter of the contract takes (a uuid is 36, a boat quote id 40): the
 * handler stack refuses a longer one with 400 before anything else reads it.
 */
export const MAX_PATH_PARAM_LENGTH = 64;

/** Core schema types, so classic and mini schemas both fit (parse with z.parse/z.safeParse). */
type Schema = z.core.$ZodType;

export interface Operation<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  R extends Schema = Schema,
> {
  /** kebab-case; also the handler file name: functions/{area}/{id}.ts */
  id: string;
  area: string;
  method: HttpMethod;
  /** API Gateway style path, e.g. /v1/usuarios/{id} */
  path: string;
  callers: Callers;
  /**
   * Required for signed-in callers; public operations need none. A list is any of them: an operation
   * on both kinds of declaration takes either kind's permission, and the handler checks the one of
   * the declaration at hand.
   */
  permission?: Permission | readonly [Permission, ...Permission[]];
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** 200 unless stated. */
  status?: 200 | 201 | 202 | 204;
  /** What the handler touches (tables, zones of the bucket, ...), so infra grants only what it uses. */
  uses: readonly Resource[];
  /** Public operations: requests per minute allowed to one client (by IP), enforced by the handler stack. */
  rateLimit?: { perMinute: number };
  /**
   * A public operation an outside provider calls (the wallet's notification): it cannot hold the
   * SPA's public key, so the handler stack does not ask for it and the use case checks the
   * provider's signature instead. It still comes only through CloudFront.
   */
  webhook?: true;
  /**
   * The use case runs once per `Idempotency-Key` header (functions/lib/idempotency): a retry with the
   * same key and body answers the first result. Declared so the OpenAPI names the header; a test holds
   * it equal to the handlers that call `once`.
   */
  idempotente?: true;
}

/**
 * What a function does with a zone of the bucket (shared/contract/archivos.ts): `read` its objects
 * (downloads, HEAD), `write` them (read, put, delete), or `upload` into it (sign a browser's
 * presigned POST, which S3 authorises with the signer's s3:PutObject).
 */
export type FileAccess = 'read' | 'write' | 'upload';

export type Resource =
  | 'table:read'
  | 'table:write'
  | `files:${FileAccess}:${ZonaArchivos}`
  /** Cognito sign-ins, one administrative action each (see shared/contract/grants.ts). */
  | 'users:create'
  | 'users:set-password'
  | 'users:update'
  | 'users:enable-disable'
  | 'users:delete'
  /** A machine client's Cognito app client: read its secrets, create it, rotate its secret, delete it (record 0166). */
  | 'machine-clients:read'
  | 'machine-clients:create'
  | 'machine-clients:rotate'
  | 'machine-clients:delete'
  | 'events:put'
  | 'mail:send'
  | 'queue:send'
  /** The wallet provider's credentials and webhook secret (Secrets Manager). */
  | 'wallet:secret'
  /** The security-custody provider's API key (Secrets Manager). */
  | 'custody:secret'
  /** The people API's key, for the person-blocking validation (Secrets Manager). */
  | 'personas:secret'
  /** Places search and routes (Amazon Location Service). */
  | 'maps:read'
  /** The stage's partner issuers for single sign-on (env SSO_EMISORES: public keys, no IAM). */
  | 'sso:issuers'
  /** Hands a file to build to the export worker's queue (SQS). */
  | 'exports:queue'
  /** Hands a webhook delivery to its worker's queue (SQS), now or after a delay. */
  | 'webhooks:queue';

/** The permissions an operation accepts (any of them), none for a public one. */
export const permisosDe = (op: Pick<Operation, 'permission'>): readonly Permission[] =>
  op.permission === undefined ? [] : typeof op.permission === 'string' ? [op.permission] : op.permission;

export const defineOperation = <P extends Schema, Q extends Schema, B extends Schema, R extends Schema>(
  op: Operation<P, Q, B, R>,
): Operation<P, Q, B, R> => op;

export interface Job {
  /** kebab-case; handler file functions/jobs/{name}.ts */
  name: string;
  summary: string;
  /** EventBridge schedule expression, e.g. rate(1 day) or cron(0 3 * * ? *) */
  schedule: string;
  /** Interval the local scheduler uses, in milliseconds. */
  localEveryMs: number;
  /**
   * `tenant`: one run per tenant, fanned out (in the cloud the schedule starts a dispatcher that
   * queues one message per tenant for the job's function; locally the scheduler calls it per tenant),
   * so a job over any number of tenants never meets a Lambda timeout. `global`: one run.
   */
  scope: 'tenant' | 'global';
  uses: readonly Resource[];
  /**
   * The function's timeout (default 1). A job that may outlast it works within a budget a little
   * shorter (JOB_BUDGET_MS) and queues its own run again to go on (it declares `queue:send`).
   */
  timeoutMinutes?: number;
  /**
   * How many runs of a tenant job its queue hands to the function at once (the event source's maximum
   * concurrency; unset: as many as Lambda scales to). A job that fans out wide (the month close's
   * segments) bounds what it writes to the table at once; the rest wait in the queue.
   */
  maxConcurrency?: number;
}

/** A function that reacts to domain events on the bus (an EventBridge rule in the cloud). */
export interface Subscriber {
  /** kebab-case; handler file functions/subscribers/{name}.ts */
  name: string;
  summary: string;
  events: readonly DomainEvent[];
  uses: readonly Resource[];
}

/**
 * A function that takes work off a request: an SQS queue (with its dead-letter queue) in the cloud,
 * the local queue stand-in with `npm start`. An operation that declares its `resource` may queue to it.
 */
export interface Worker {
  /** kebab-case; handler file functions/workers/{name}.ts */
  name: string;
  summary: string;
  /** What an operation declares in `uses` to send it work. */
  resource: Resource;
  uses: readonly Resource[];
  timeoutSeconds: number;
  /** MB: CPU grows with memory. */
  memorySize: number;
}

export const handlerEntry = (op: Pick<Operation, 'area' | 'id'>): string => `functions/${op.area}/${op.id}.ts`;
export const jobEntry = (job: Pick<Job, 'name'>): string => `functions/jobs/${job.name}.ts`;
export const subscriberEntry = (s: Pick<Subscriber, 'name'>): string => `functions/subscribers/${s.name}.ts`;
export const workerEntry = (w: Pick<Worker, 'name'>): string => `functions/workers/${w.name}.ts`;
/** The environment variable that holds a worker's queue URL in the functions that send to it. */
export const workerQueueEnv = (w: Pick<Worker, 'name'>): string => `QUEUE_URL_${w.name.toUpperCase().replace(/-/g, '_')}`;

export type Params<O> = O extends Operation<infer P, Schema, Schema, Schema> ? z.infer<P> : never;
export type Query<O> = O extends Operation<Schema, infer Q, Schema, Schema> ? z.infer<Q> : never;
export type Body<O> = O extends Operation<Schema, Schema, infer B, Schema> ? z.infer<B> : never;
export type Response<O> = O extends Operation<Schema, Schema, Schema, infer R> ? z.infer<R> : never;
