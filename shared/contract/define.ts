import type * as z from 'zod/mini';
import type { Permission } from '../auth/permissions.ts';
import type { DomainEvent } from './events.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation:
 * - `public`: no login; the caller sends the public API key and the tenant comes from the host name.
 * - `user`: a signed-in user; tenant and principal come from the verified Cognito ID token.
 * - `sso`: a token handed over by a partner platform (SSO or embedded entry), verified the same way
 *   as a user token but accepted from the partner app clients too.
 */
export type Caller = 'public' | 'user' | 'sso';

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
  caller: Caller;
  /** Required for `user` and `sso` callers; public operations need none. */
  permission?: Permission;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** 200 unless stated. */
  status?: 200 | 201 | 202 | 204;
  /** Tables and buckets the handler touches, so infra grants only what it uses. */
  uses: readonly Resource[];
  /** Public operations: requests per minute allowed to one client (by IP), enforced by the handler stack. */
  rateLimit?: { perMinute: number };
}

export type Resource =
  'table:read' | 'table:write' | 'files:read' | 'files:write' | 'users:admin' | 'events:put' | 'mail:send' | 'queue:send';

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
}

/** A function that reacts to domain events on the bus (an EventBridge rule in the cloud). */
export interface Subscriber {
  /** kebab-case; handler file functions/subscribers/{name}.ts */
  name: string;
  summary: string;
  events: readonly DomainEvent[];
  uses: readonly Resource[];
}

export const handlerEntry = (op: Pick<Operation, 'area' | 'id'>): string => `functions/${op.area}/${op.id}.ts`;
export const jobEntry = (job: Pick<Job, 'name'>): string => `functions/jobs/${job.name}.ts`;
export const subscriberEntry = (s: Pick<Subscriber, 'name'>): string => `functions/subscribers/${s.name}.ts`;

export type Params<O> = O extends Operation<infer P, Schema, Schema, Schema> ? z.infer<P> : never;
export type Query<O> = O extends Operation<Schema, infer Q, Schema, Schema> ? z.infer<Q> : never;
export type Body<O> = O extends Operation<Schema, Schema, infer B, Schema> ? z.infer<B> : never;
export type Response<O> = O extends Operation<Schema, Schema, Schema, infer R> ? z.infer<R> : never;
