import * as z from 'zod/mini';
import { isPublic, signedInCallers, type Operation, type SignedInCaller } from '#shared/contract/define.ts';

/** The security scheme (below, in components) that stands for each signed-in caller's token. */
const SECURITY_SCHEME: Record<SignedInCaller, string> = { user: 'cognito', sso: 'partnerSso' };

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const parametersOf = (schema: z.core.$ZodType | undefined, where: 'path' | 'query') => {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
};

/** OpenAPI 3.1 from the operation table: JSON Schema 2020-12 straight from the zod schemas. */
export const buildOpenApi = (operations: readonly Operation[], version: string, errorSchema: JsonSchema) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const security = isPublic(op) ? [{ apiKey: [] }] : signedInCallers(op.callers).map((c) => ({ [SECURITY_SCHEME[c]]: [] }));
    const status = String(op.status ?? 200);
    (paths[op.path] ??= {})[op.method.toLowerCase()] = {
      operationId: op.id,
      summary: op.summary,
      tags: [op.area],
      security,
      'x-permission': op.permission ?? null,
      parameters: [...parametersOf(op.params, 'path'), ...parametersOf(op.query, 'query')],
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(op.body, 'input') } } } }
        : {}),
      responses: {
        [status]: { description: 'OK', content: { 'application/json': { schema: schemaOf(op.response, 'output') } } },
        '400': { $ref: '#/components/responses/Error' },
        '401': { $ref: '#/components/responses/Error' },
        '403': { $ref: '#/components/responses/Error' },
        '404': { $ref: '#/components/responses/Error' },
        '409': { $ref: '#/components/responses/Error' },
        '500': { $ref: '#/components/responses/Error' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Portal de seguros de carga', version },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (Cognito ID token)' },
        partnerSso: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (Cognito ID token of a partner client)' },
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      },
      responses: { Error: { description: 'Error', content: { 'application/json': { schema: errorSchema } } } },
    },
  };
};
