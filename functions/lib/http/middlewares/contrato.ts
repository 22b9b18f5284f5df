import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod/mini';
import type { Operation } from '#shared/contract/define.ts';
import { ValidationError } from '../errors.ts';
import type { Middleware } from './estado.ts';

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

/** Params, query and body against the operation's contract: every field's error in one 400. */
export const contrato = (operation: Operation): Middleware => ({
  before: ({ event, context }) => {
    const params = parsePart(operation.params, event.pathParameters ?? {}, 'params');
    const query = parsePart(operation.query, event.queryStringParameters ?? {}, 'query');
    const body = operation.body ? parsePart(operation.body, readBody(event) ?? {}, '') : { ok: true as const, value: undefined };
    const errors = [params, query, body].flatMap((p) => (p.ok ? [] : p.errors));
    if (errors.length) throw new ValidationError(errors);
    context.operacion.entrada = {
      params: params.ok ? params.value : {},
      query: query.ok ? query.value : {},
      body: body.ok ? body.value : undefined,
    };
  },
});
