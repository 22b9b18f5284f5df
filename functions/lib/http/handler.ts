import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { isPublic, permisosDe, type Operation } from '#shared/contract/define.ts';
import { ConditionFailed } from '../data/model/db.ts';
import { InvalidCursor } from '../data/model/cursor.ts';
import { currentInvocation, dynamoSummary, runInvocation } from '../aws/context.ts';
import { resolvePrincipal, resolvePublicCaller, type Principal, type PublicCaller } from '../auth/principal.ts';
import { ForbiddenError, HttpError, ValidationError } from './errors.ts';
import { log } from './logger.ts';
import { clientOf, enforceRateLimit } from './rate-limit.ts';
import { assertPublicApiKey } from './api-key.ts';
import { assertFromEdge } from './origen.ts';
import { assertRequestShape } from './request-shape.ts';

export interface Request<O extends Operation> {
  params: z.infer<NonNullable<O['params']>>;
  query: z.infer<NonNullable<O['query']>>;
  body: z.infer<NonNullable<O['body']>>;
  headers: Record<string, string | undefined>;
  requestId: string;
  event: APIGatewayProxyEventV2;
  /** Times a step; the answer carries it as a Server-Timing entry (and the log line too). */
  timing: <T>(name: string, step: () => T) => T;
}

type Caller<O extends Operation> = O['callers'] extends readonly ['public'] ? PublicCaller : Principal;
type UseCase<O extends Operation> = (
  req: Request<O>,
  caller: Caller<O>,
) => Promise<z.input<O['response']> | z.infer<O['response']>>;

/**
 * JSON.stringify writes NaN and Infinity as null, so an overflow would reach the client as a silent
 * null; a non-finite number in an answer is a bug, and the stack answers 500 for it instead.
 */
const finiteOnly = (key: string, value: unknown): unknown => {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`non-finite number in the response at "${key}"`);
  return value;
};

const json = (status: number, body: unknown, requestId: string, timings: string[] = []): APIGatewayProxyResultV2 => ({
  statusCode: status,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'x-request-id': requestId,
    ...(timings.length ? { 'server-timing': timings.join(', ') } : {}),
  },
  body: status === 204 ? '' : JSON.stringify(body, finiteOnly),
});

const issuesToErrors = (issues: z.core.$ZodIssue[], prefix: string) =>
  issues.map((i) => ({ path: [prefix, ...i.path.map(String)].filter(Boolean).join('.'), message: i.message }));

// Contract schemas are typed as core schemas (classic or mini); the functional API parses either.
const parsePart = <S extends z.core.$ZodType | undefined>(schema: S, value: unknown, prefix: string) => {
  if (!schema) return { ok: true as const, value: {} };
  const result = z.safeParse(schema, value);
  return result.success
    ? { ok: true as const, value: result.data }
    : { ok: false as const, errors: issuesToErrors(result.error.issues, prefix) };
};

const readBody = (event: APIGatewayProxyEventV2): unknown => {
  if (!event.body) return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError([{ path: 'body', message: 'El cuerpo no es JSON válido' }]);
  }
};

/**
 * Wraps a use case in the one middy stack every operation shares: refuse a request of the wrong shape
 * (an overlong path parameter 400, a body that is not JSON 415), validate params, query and body
 * against the contract (400 with field errors), resolve the caller (401/403), check the permission
 * (403), map domain errors, and log one structured line per request with its latency.
 */
export const operationHandler = <O extends Operation>(operation: O, useCase: UseCase<O>) =>
  middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, Context>().handler((event, context) =>
    runInvocation(operation.id, operation, () => handle(operation, useCase, event, context), {
      kind: 'operation',
      vence: context?.getRemainingTimeInMillis ? Date.now() + context.getRemainingTimeInMillis() : undefined,
    }),
  );

const handle = async <O extends Operation>(
  operation: O,
  useCase: UseCase<O>,
  event: APIGatewayProxyEventV2,
  context: Context,
): Promise<APIGatewayProxyResultV2> => {
  const started = performance.now();
  const requestId = context?.awsRequestId || event.requestContext?.requestId || randomUUID();
  const logFields: Record<string, unknown> = { requestId, operation: operation.id, method: operation.method };
  let status = 500;
  const timings: string[] = [];
  const timing = <T>(name: string, step: () => T): T => {
    const t0 = performance.now();
    try {
      return step();
    } finally {
      const ms = Math.round((performance.now() - t0) * 100) / 100;
      timings.push(`${name};dur=${ms}`);
      logFields[`${name}Ms`] = ms;
    }
  };
  try {
    let caller: PublicCaller | Principal;
    // A public request that went around CloudFront is refused first; a signed-in one was authorized upstream.
    if (isPublic(operation)) await assertFromEdge(event);
    assertRequestShape(operation, event);
    if (isPublic(operation)) {
      if (!operation.webhook) assertPublicApiKey(event);
      caller = resolvePublicCaller(event);
      logFields.tenant = caller.tenant.id;
      if (operation.rateLimit) await enforceRateLimit(caller.db, operation.id, clientOf(event), operation.rateLimit.perMinute);
    } else {
      const principal = await resolvePrincipal(event);
      logFields.tenant = principal.tenant.id;
      logFields.userId = principal.usuario.id;
      const aceptados = permisosDe(operation);
      if (aceptados.length && !aceptados.some((p) => principal.permisos.has(p))) throw new ForbiddenError();
      caller = principal;
    }

    const params = parsePart(operation.params, event.pathParameters ?? {}, 'params');
    const query = parsePart(operation.query, event.queryStringParameters ?? {}, 'query');
    const body = operation.body ? parsePart(operation.body, readBody(event) ?? {}, '') : { ok: true as const, value: undefined };
    const errors = [params, query, body].flatMap((p) => (p.ok ? [] : p.errors));
    if (errors.length) throw new ValidationError(errors);

    const result = await useCase(
      {
        params: params.ok ? params.value : {},
        query: query.ok ? query.value : {},
        body: body.ok ? body.value : undefined,
        headers: event.headers ?? {},
        requestId,
        event,
        timing,
      } as Request<O>,
      caller as Caller<O>,
    );
    status = operation.status ?? 200;
    return json(status, result, requestId, [...timings, dynamoTiming()]);
  } catch (err) {
    if (err instanceof HttpError) {
      status = err.status;
      const answer = json(status, { message: err.message, errors: err.errors }, requestId);
      // A rate limit resets by the minute; AWS throttling (503) and an outside call out of time pass in seconds.
      const retryAfter = status === 429 ? '60' : status === 503 ? '5' : undefined;
      if (retryAfter && typeof answer === 'object') answer.headers = { ...answer.headers, 'retry-after': retryAfter };
      return answer;
    }
    if (err instanceof InvalidCursor) {
      status = 400;
      return json(
        status,
        { message: 'Cursor de paginación inválido', errors: [{ path: 'query.cursor', message: 'Cursor inválido' }] },
        requestId,
      );
    }
    if (err instanceof ConditionFailed) {
      status = 409;
      return json(status, { message: 'El registro cambió mientras lo editabas. Recargá y volvé a intentar.' }, requestId);
    }
    status = 500;
    log.error('unexpected error', {
      ...logFields,
      error: err instanceof Error ? err.message : String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
    return json(status, { message: 'Ocurrió un error inesperado. Informá este código a soporte.', requestId }, requestId);
  } finally {
    const inv = currentInvocation();
    log.info('request', {
      ...logFields,
      status,
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
      ...(inv ? { dynamodb: dynamoSummary(inv) } : {}),
    });
  }
};

/** DynamoDB's share of the request (calls, capacity units, items read) as a Server-Timing entry. */
const dynamoTiming = (): string => {
  const inv = currentInvocation();
  if (!inv) return 'ddb;dur=0';
  const d = dynamoSummary(inv);
  return `ddb;dur=${d.ms};desc="calls=${d.calls} rcu=${d.capacity} items=${d.items}"`;
};
