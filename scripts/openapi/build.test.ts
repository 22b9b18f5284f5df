import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { buildOpenApi } from './build.ts';

describe('buildOpenApi', () => {
  const doc = buildOpenApi(OPERATIONS, '1.0.0', {}) as any;

  it('declares every operation once, at its path and method', () => {
    const declared = Object.entries(doc.paths).flatMap(([p, methods]: [string, any]) =>
      Object.values(methods).map((m: any) => `${m.operationId} ${p}`),
    );
    expect(declared.sort()).toEqual(OPERATIONS.map((op) => `${op.id} ${op.path}`).sort());
    expect(doc.openapi).toBe('3.1.0');
  });

  it('turns path params and response schemas into JSON Schema', () => {
    const op = doc.paths['/v1/catalogos/{catalogo}'].get;
    expect(op.parameters[0]).toMatchObject({ name: 'catalogo', in: 'path', required: true });
    expect(op.parameters[0].schema.enum).toContain('paises');
    expect(op.responses['200'].content['application/json'].schema.type).toBe('object');
  });

  it('marks public operations with the API key scheme', () => {
    const publicOp = { ...OPERATIONS[0]!, id: 'x', path: '/v1/publico/x', callers: ['public'] as const, response: z.object({}) };
    const d = buildOpenApi([publicOp], '1', {}) as any;
    expect(d.paths['/v1/publico/x'].get.security).toEqual([{ apiKey: [] }]);
  });
});
