import * as z from 'zod/mini';
import { errorBodySchema } from './common.ts';
import { CLAVE_IDEMPOTENCIA, HORAS_IDEMPOTENCIA } from './idempotencia.ts';
import { isPublic, signedInCallers, type Operation, type SignedInCaller } from './define.ts';
import type { Locale } from '../tenants/tenant.ts';
import { INTRODUCCION_API } from './openapi-intro.ts';
import { resumenDe } from './openapi-resumenes.ts';
import { ALCANCES, alcanceDe, DESCRIPCION_ALCANCE, operacionesDeMaquina, rutaDeMaquina, scopeCognito } from '../auth/maquinas.ts';

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

/** What each error status means in this API; every answer carries the error body (message, errors by field, requestId). */
export const ERRORES: Record<string, string> = {
  '400': 'Datos inválidos: `errors` nombra cada campo (`body.…`, `query.…`, `params.…`, `headers.…`) con su mensaje.',
  '401': 'Falta el token o venció: pedí uno nuevo.',
  '403':
    'El token no tiene el permiso de la operación, o la empresa pedida no es del usuario (la clave pública, en las operaciones públicas; en `/maquinas`, el alcance, o un token que no es de un cliente de máquina vigente: pedí uno nuevo).',
  '404': 'No existe, o no es de la empresa ni del tenant de quien llama (la API no distingue los dos casos).',
  '409':
    'El registro cambió mientras se escribía, o la solicitud anterior con la misma Idempotency-Key todavía se procesa: reintentá.',
  '415': 'El cuerpo no es `application/json`.',
  '422':
    'La solicitud es válida pero una regla del negocio la rechaza (el mensaje dice cuál), o la Idempotency-Key ya se usó con otro cuerpo.',
  '429': 'Demasiadas solicitudes: esperá lo que dice `Retry-After` (segundos).',
  '500': 'Error inesperado: citá el `requestId` a soporte.',
  '503': 'Un servicio externo no respondió a tiempo: reintentá en lo que dice `Retry-After`.',
};

/** The error statuses an operation can answer, from what its declaration says it does. */
export const erroresDe = (op: Operation): string[] => {
  const escribe = op.method !== 'GET';
  const tieneParams = /\{[^}]+\}/.test(op.path);
  return [
    '400',
    ...(isPublic(op) ? [] : ['401']),
    '403',
    ...(tieneParams ? ['404'] : []),
    ...(escribe ? ['409'] : []),
    ...(op.body ? ['415'] : []),
    ...(escribe ? ['422'] : []),
    ...(op.rateLimit ? ['429'] : []),
    '500',
    '503',
  ];
};

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: `Una clave tuya por solicitud (8 a 100 letras, dígitos, \`_\` o \`-\`, p. ej. un UUID). Un reintento con la misma clave y el mismo cuerpo, dentro de ${HORAS_IDEMPOTENCIA} h, contesta el primer resultado sin crear otro.`,
  schema: { type: 'string', pattern: CLAVE_IDEMPOTENCIA.source },
};

const EMPRESA = {
  name: 'x-empresa-id',
  in: 'header',
  required: false,
  description: 'La empresa del usuario con la que trabaja esta solicitud; sin ella, la primera de las suyas.',
  schema: { type: 'integer', minimum: 1 },
};

/** Where a machine token comes from when the stage did not say (scripts/openapi.ts): the shape of the pool's domain. */
export const TOKEN_URL_GENERICA = 'https://portal-carga-<stage>-<cuenta>.auth.<region>.amazoncognito.com/oauth2/token';

/** One operation at one route: who authenticates how, its parameters, body and answers; its summary in the locale. */
const operacionOpenApi = (op: Operation, ruta: 'personas' | 'maquinas', locale: Locale) => {
  const maquina = ruta === 'maquinas';
  const security = maquina
    ? [{ maquinas: [scopeCognito(alcanceDe(op.id)!)] }]
    : isPublic(op)
      ? [{ apiKey: [] }]
      : signedInCallers(op.callers).map((c) => ({ [SECURITY_SCHEME[c]]: [] }));
  const status = String(op.status ?? 200);
  // A machine's calls count against its client's quota (record 0164): 429 besides the operation's own errors.
  const estados = maquina ? [...new Set([...erroresDe(op), '429'])].sort() : erroresDe(op);
  const errores = Object.fromEntries(
    estados.map((s) => [
      s,
      { description: ERRORES[s], content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  return {
    operationId: maquina ? `${op.id}-maquina` : op.id,
    summary: resumenDe(op, locale),
    tags: [maquina ? 'maquinas' : op.area],
    security,
    'x-permission': op.permission ?? null,
    parameters: [
      ...parametersOf(op.params, 'path'),
      ...parametersOf(op.query, 'query'),
      // A machine's company is its client's, never a header's (record 0165).
      ...(isPublic(op) || maquina ? [] : [EMPRESA]),
      ...(op.idempotente ? [IDEMPOTENCY_KEY] : []),
    ],
    ...(op.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(op.body, 'input') } } } }
      : {}),
    responses: {
      [status]: {
        description: 'OK',
        ...(op.status === 204 ? {} : { content: { 'application/json': { schema: schemaOf(op.response, 'output') } } }),
      },
      ...errores,
    },
  };
};

/**
 * OpenAPI 3.1 from the operation table: JSON Schema 2020-12 straight from the zod schemas. The
 * operations open to machines appear a second time at their `/maquinas` route, under the OAuth2
 * client-credentials scheme with the scope each one needs.
 */
export const buildOpenApi = (
  operations: readonly Operation[],
  version: string,
  locale: Locale = 'es-AR',
  opciones: { tokenUrlMaquinas?: string } = {},
) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) (paths[op.path] ??= {})[op.method.toLowerCase()] = operacionOpenApi(op, 'personas', locale);
  for (const op of operacionesDeMaquina(operations))
    (paths[rutaDeMaquina(op.path)] ??= {})[op.method.toLowerCase()] = operacionOpenApi(op, 'maquinas', locale);
  return {
    openapi: '3.1.0',
    info: { title: 'Portal de seguros de carga', version, description: INTRODUCCION_API[locale] },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (ID token de Cognito del portal)' },
        partnerSso: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (ID token de Cognito de una sesión de partner)' },
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        maquinas: {
          type: 'oauth2',
          description: 'Sistemas de transporte: token de acceso de client credentials de un cliente creado en /desarrolladores.',
          flows: {
            clientCredentials: {
              tokenUrl: opciones.tokenUrlMaquinas ?? TOKEN_URL_GENERICA,
              scopes: Object.fromEntries(ALCANCES.map((a) => [scopeCognito(a), DESCRIPCION_ALCANCE[a]])),
            },
          },
        },
      },
      schemas: { Error: schemaOf(errorBodySchema, 'output') },
    },
  };
};
