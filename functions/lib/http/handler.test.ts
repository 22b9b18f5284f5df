import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineOperation } from '#shared/contract/define.ts';
import { MARGEN_MS, tiempoDisponible } from '../aws/presupuesto.ts';
import { HttpError } from './errors.ts';
import { operationHandler } from './handler.ts';
import { clientOf } from './rate-limit.ts';

const operation = defineOperation({
  id: 'prueba-publica',
  area: 'publico',
  method: 'GET',
  path: '/v1/publico/prueba',
  callers: ['public'],
  summary: 'prueba',
  response: z.object({ premio: z.number() }),
  uses: [],
});

const event = (headers: Record<string, string>, sourceIp = '203.0.113.9') =>
  ({
    headers: { 'x-tenant-host': 'cargosur.localhost', ...headers },
    requestContext: { http: { sourceIp } },
  }) as unknown as APIGatewayProxyEventV2;

const call = async (answer: unknown, headers: Record<string, string>) =>
  (await operationHandler(operation, async () => answer as { premio: number })(event(headers), {
    awsRequestId: 'r',
  } as Context)) as APIGatewayProxyStructuredResultV2;

const fromEdge = { 'x-api-key': 'clave', 'x-origin-secret': 'secreto-de-origen' };

// The origin secret from the local adapter (functions/lib/http/origen.test.ts covers Secrets Manager's).
beforeAll(() => {
  process.env.PUBLIC_API_KEY = 'clave';
  process.env.PORTS_MODE = 'local';
  process.env.ORIGIN_SECRET = 'secreto-de-origen';
  process.env.ORIGIN_SECRET_ID = 'portal-carga-test-origen';
});
afterAll(() => {
  delete process.env.PUBLIC_API_KEY;
  delete process.env.PORTS_MODE;
  delete process.env.ORIGIN_SECRET;
  delete process.env.ORIGIN_SECRET_ID;
});

describe('operationHandler', () => {
  it('answers a public call that carries the origin secret CloudFront adds', async () => {
    const res = await call({ premio: 12.5 }, fromEdge);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body ?? '')).toEqual({ premio: 12.5 });
  });

  it('refuses a public call that went around CloudFront (no origin secret, or a wrong one)', async () => {
    expect((await call({ premio: 1 }, { 'x-api-key': 'clave' })).statusCode).toBe(403);
    expect((await call({ premio: 1 }, { ...fromEdge, 'x-origin-secret': 'otro' })).statusCode).toBe(403);
  });

  it('a non-finite number in an answer is a 500, never a silent null', async () => {
    for (const premio of [Infinity, -Infinity, NaN]) {
      const res = await call({ premio }, fromEdge);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('null');
    }
  });
});

describe('clientOf', () => {
  it('takes a well-formed IPv4 or IPv6 address from x-viewer-ip', () => {
    expect(clientOf(event({ 'x-viewer-ip': '198.51.100.7' }))).toBe('198.51.100.7');
    expect(clientOf(event({ 'x-viewer-ip': '2001:db8::1' }))).toBe('2001:db8::1');
  });

  it('falls back to the connection address for anything else', () => {
    for (const bad of ['x'.repeat(3000), 'not-an-ip', '1.2.3.4, 5.6.7.8', 'fe80::1%eth0', '999.1.1.1']) {
      expect(clientOf(event({ 'x-viewer-ip': bad })), bad).toBe('203.0.113.9');
    }
    expect(clientOf(event({ 'x-viewer-ip': 'x'.repeat(3000) }, 'y'.repeat(100)))).toBe('desconocido');
  });
});

describe('operationHandler and AWS throttling', () => {
  it('answers a 503 with Retry-After, so the caller knows to try again shortly', async () => {
    const ocupado = operationHandler(operation, async () => {
      throw new HttpError(503, 'ocupado');
    });
    const res = (await ocupado(event(fromEdge), { awsRequestId: 'r' } as Context)) as APIGatewayProxyStructuredResultV2;
    expect(res.statusCode).toBe(503);
    expect(res.headers?.['retry-after']).toBe('5');
  });
});

describe('operationHandler and the function’s time', () => {
  it('hands the Lambda context’s remaining time to the use case’s outside calls, less the answer’s margin', async () => {
    let disponible = 0;
    const medir = operationHandler(operation, async () => {
      disponible = tiempoDisponible();
      return { premio: 1 };
    });
    // The clock stands still, so the figure is exact.
    vi.useFakeTimers();
    try {
      const context = { awsRequestId: 'r', getRemainingTimeInMillis: () => 10_000 } as Context;
      expect(((await medir(event(fromEdge), context)) as APIGatewayProxyStructuredResultV2).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect(disponible).toBe(10_000 - MARGEN_MS);
  });
});

describe('the middy stack of an operation', () => {
  const fallar = (err: unknown) =>
    operationHandler(operation, async () => {
      throw err;
    })(event(fromEdge), { awsRequestId: 'r-fallo' } as Context) as Promise<APIGatewayProxyStructuredResultV2>;
  const lineas = () => {
    const spy = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const de = (message: string) =>
      [...spy.mock.calls, ...errorSpy.mock.calls]
        .map(([l]) => JSON.parse(String(l)) as Record<string, unknown>)
        .filter((l) => l.message === message);
    return {
      /** Stops capturing and hands back the lines of each message asked. */
      restaurar: () => {
        const capturadas = { request: de('request'), unexpected: de('unexpected error') };
        spy.mockRestore();
        errorSpy.mockRestore();
        return capturadas;
      },
    };
  };

  it("answers a domain error with its status and logs the request's line with that status", async () => {
    const log = lineas();
    const res = await fallar(new HttpError(422, 'No se puede emitir.'));
    const lineasDe = log.restaurar();
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body ?? '')).toMatchObject({ message: 'No se puede emitir.' });
    expect(res.headers?.['x-request-id']).toBe('r-fallo');
    expect(lineasDe.request).toEqual([
      expect.objectContaining({ requestId: 'r-fallo', status: 422, operation: 'prueba-publica' }),
    ]);
  });

  it('answers an unexpected error 500 with the request id to quote, logs its stack, never shows its message', async () => {
    const log = lineas();
    const res = await fallar(new Error('clave interna filtrada'));
    const lineasDe = log.restaurar();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('clave interna');
    expect(JSON.parse(res.body ?? '')).toMatchObject({ requestId: 'r-fallo' });
    expect(lineasDe.unexpected).toEqual([expect.objectContaining({ error: 'clave interna filtrada' })]);
    expect(lineasDe.request).toEqual([expect.objectContaining({ status: 500 })]);
  });
});
