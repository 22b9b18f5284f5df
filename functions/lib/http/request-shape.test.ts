import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineOperation, MAX_PATH_PARAM_LENGTH, PUBLIC, type Operation } from '#shared/contract/define.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { operationHandler } from './handler.ts';

/** The names of an operation's path parameters, from its path ('/v1/x/{id}/y/{tipo}' → id, tipo). */
const pathParams = (op: Operation) => [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

const ORIGIN = { 'x-origin-secret': 'secreto-de-origen', 'x-api-key': 'clave', 'x-tenant-host': 'cargosur.localhost' };

/**
 * Calls an operation as API Gateway would, with a use case that records whether it ran. Signed-in
 * operations carry no token: the request's shape is refused before the caller is resolved.
 */
const llamar = async (op: Operation, event: Partial<APIGatewayProxyEventV2>) => {
  let corrio = false;
  const handler = operationHandler(op, async () => {
    corrio = true;
    return {} as never;
  });
  const res = (await handler(
    { requestContext: { http: { sourceIp: '203.0.113.9' } }, ...event, headers: { ...ORIGIN, ...event.headers } } as never,
    { awsRequestId: 'r' } as Context,
  )) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode, body: JSON.parse(res.body || '{}'), corrio };
};

beforeAll(() => {
  process.env.PUBLIC_API_KEY = 'clave';
  process.env.PORTS_MODE = 'local';
  process.env.ORIGIN_SECRET = 'secreto-de-origen';
  process.env.ORIGIN_SECRET_ID = 'portal-carga-test-origen';
  process.env.LOG_LEVEL = 'silent';
});
afterAll(() => {
  delete process.env.PUBLIC_API_KEY;
  delete process.env.PORTS_MODE;
  delete process.env.ORIGIN_SECRET;
  delete process.env.ORIGIN_SECRET_ID;
});

const conParametros = OPERATIONS.filter((op) => pathParams(op).length);
const conCuerpo = OPERATIONS.filter((op) => op.body);

describe('every path parameter of the contract is bounded', () => {
  it('has operations to sweep', () => {
    expect(conParametros.length).toBeGreaterThan(50);
  });

  it.each(conParametros.map((op) => [op.id, op] as const))('%s: a 4,000-character parameter answers 400', async (_, op) => {
    for (const nombre of pathParams(op)) {
      const valores = Object.fromEntries(pathParams(op).map((n) => [n, n === nombre ? '1'.repeat(4000) : '1']));
      const res = await llamar(op, { pathParameters: valores });
      expect(res.status, `${op.id} {${nombre}}`).toBe(400);
      expect(res.body.errors).toEqual([{ path: `params.${nombre}`, message: 'Valor inválido' }]);
      expect(res.corrio).toBe(false);
    }
  });

  it.each(conParametros.map((op) => [op.id, op] as const))(
    '%s: declares every parameter, and no schema takes the longest value the bound lets through',
    (_, op) => {
      const forma = op.params as z.ZodMiniObject | undefined;
      expect(forma, op.id).toBeDefined();
      for (const nombre of pathParams(op)) {
        expect(Object.keys(forma!.shape), op.id).toContain(nombre);
        // Digits: the value an id schema would take as a number, and lose as one.
        const largo = { ...Object.fromEntries(pathParams(op).map((n) => [n, '1'])), [nombre]: '1'.repeat(MAX_PATH_PARAM_LENGTH) };
        expect(z.safeParse(forma!, largo).success, `${op.id} {${nombre}}`).toBe(false);
      }
    },
  );
});

describe('every body is application/json', () => {
  it('has operations to sweep', () => {
    expect(conCuerpo.length).toBeGreaterThan(30);
  });

  it.each(conCuerpo.map((op) => [op.id, op] as const))('%s: JSON sent as another type answers 415', async (_, op) => {
    const pathParameters = Object.fromEntries(pathParams(op).map((n) => [n, '1']));
    for (const tipo of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const res = await llamar(op, {
        pathParameters,
        headers: tipo ? { 'content-type': tipo } : {},
        body: '{}',
      });
      expect(res.status, `${op.id} ${tipo}`).toBe(415);
      expect(res.body.message).toBe('El cuerpo debe enviarse como application/json.');
      expect(res.corrio).toBe(false);
    }
  });

  it('takes application/json with its parameters, in any case, and a request without a body', async () => {
    const op = defineOperation({
      id: 'prueba-cuerpo',
      area: 'publico',
      method: 'POST',
      path: '/v1/publico/prueba',
      callers: PUBLIC,
      summary: 'prueba',
      body: z.object({ n: z._default(z.int(), 1) }),
      response: z.object({}),
      uses: [],
    });
    for (const tipo of ['application/json', 'application/json; charset=utf-8', 'Application/JSON']) {
      const res = await llamar(op, { headers: { 'content-type': tipo }, body: '{"n":2}' });
      expect(res.status, tipo).toBe(200);
    }
    expect((await llamar(op, {})).status).toBe(200);
  });
});
