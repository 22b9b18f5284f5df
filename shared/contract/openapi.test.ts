import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { ALCANCES, operacionesDeMaquina, rutaDeMaquina, scopeCognito } from '#shared/auth/maquinas.ts';
import { buildOpenApi, ERRORES, TOKEN_URL_GENERICA } from './openapi.ts';
import { RESUMENES_PT } from './openapi-resumenes.ts';

const doc = buildOpenApi(OPERATIONS, '1.0.0') as any;
const op = (path: string, method: string) => doc.paths[path][method];
const estados = (o: any) => Object.keys(o.responses).sort();

describe('buildOpenApi', () => {
  it('declares every operation once at its path, and those open to machines again at their /maquinas route', () => {
    const declared = Object.entries(doc.paths).flatMap(([p, methods]: [string, any]) =>
      Object.values(methods).map((m: any) => `${m.operationId} ${p}`),
    );
    expect(declared.sort()).toEqual(
      [
        ...OPERATIONS.map((o) => `${o.id} ${o.path}`),
        ...operacionesDeMaquina(OPERATIONS).map((o) => `${o.id}-maquina ${rutaDeMaquina(o.path)}`),
      ].sort(),
    );
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes the machine routes with the client-credentials scheme, the scope each needs, no company header and the quota', () => {
    const emitir = op('/maquinas/v1/viajes-especificos/polizas/emitidas', 'post');
    expect(emitir.security).toEqual([{ maquinas: ['portal-carga/emitir'] }]);
    expect(emitir.tags).toEqual(['maquinas']);
    expect(emitir.parameters.map((p: any) => p.name)).toEqual(['Idempotency-Key']);
    expect(estados(emitir)).toEqual(expect.arrayContaining(['401', '403', '429']));
    const { clientCredentials } = doc.components.securitySchemes.maquinas.flows;
    expect(Object.keys(clientCredentials.scopes)).toEqual(ALCANCES.map(scopeCognito));
    expect(clientCredentials.tokenUrl).toBe(TOKEN_URL_GENERICA);
    const conUrl = buildOpenApi(OPERATIONS, '1', 'es-AR', {
      tokenUrlMaquinas: 'https://x.auth.us-east-1.amazoncognito.com/oauth2/token',
    });
    expect(conUrl.components.securitySchemes.maquinas.flows.clientCredentials.tokenUrl).toBe(
      'https://x.auth.us-east-1.amazoncognito.com/oauth2/token',
    );
    expect(doc.info.description).toContain('/maquinas/v1/');
  });

  it('turns path params and response schemas into JSON Schema', () => {
    const o = op('/v1/catalogos/{catalogo}', 'get');
    expect(o.parameters[0]).toMatchObject({ name: 'catalogo', in: 'path', required: true });
    expect(o.parameters[0].schema.enum).toContain('paises');
    expect(o.responses['200'].content['application/json'].schema.type).toBe('object');
  });

  it('marks public operations with the API key scheme', () => {
    const publicOp = { ...OPERATIONS[0]!, id: 'x', path: '/v1/publico/x', callers: ['public'] as const, response: z.object({}) };
    const d = buildOpenApi([publicOp], '1') as any;
    expect(d.paths['/v1/publico/x'].get.security).toEqual([{ apiKey: [] }]);
  });

  it('lists the errors each operation can answer, each described, with the error body', () => {
    // A signed-in read of one item: no conflicts, no body.
    expect(estados(op('/v1/certificados/{id}', 'get'))).toEqual(['200', '400', '401', '403', '404', '500', '503']);
    // A signed-in create with a body: conflicts, media type and business rules.
    expect(estados(op('/v1/viajes-especificos/polizas', 'post'))).toEqual(
      expect.arrayContaining(['400', '401', '403', '409', '415', '422', '500', '503']),
    );
    // A public call: the key, not a token, and its rate limit.
    const publico = op('/v1/publico/siniestros', 'post');
    expect(estados(publico)).toContain('429');
    expect(estados(publico)).not.toContain('401');
    for (const o of Object.values(doc.paths).flatMap((m: any) => Object.values(m)) as any[]) {
      for (const [s, r] of Object.entries(o.responses) as [string, any][]) {
        if (s.startsWith('2')) continue;
        expect(r.description, `${o.operationId} ${s}`).toBe(ERRORES[s]);
        expect(r.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
    expect(doc.components.schemas.Error.properties).toHaveProperty('message');
    expect(doc.components.schemas.Error.properties).toHaveProperty('errors');
  });

  it('names the Idempotency-Key header where the use case honours it, and the company header for signed-in calls', () => {
    const nombres = (o: any) => o.parameters.map((p: any) => p.name);
    expect(nombres(op('/v1/viajes-especificos/polizas', 'post'))).toEqual(
      expect.arrayContaining(['Idempotency-Key', 'x-empresa-id']),
    );
    expect(nombres(op('/v1/certificados/{id}', 'get'))).not.toContain('Idempotency-Key');
    expect(nombres(op('/v1/publico/siniestros', 'post'))).not.toContain('x-empresa-id');
    expect(doc.info.description).toContain('Idempotency-Key');
  });

  it("gives a pt-BR tenant's partners the introduction in Portuguese, with the same sections and figures", () => {
    const pt = buildOpenApi(OPERATIONS, '1.0.0', 'pt-BR').info.description;
    const secciones = (texto: string) => texto.split('\n').filter((l) => l.startsWith('## ')).length;
    expect(pt).toContain('## Autenticação');
    expect(pt).not.toContain('Autenticación');
    expect(secciones(pt)).toBe(secciones(doc.info.description));
    const cifras = (texto: string) => texto.match(/\d+/g);
    expect(cifras(pt)).toEqual(cifras(doc.info.description));
  });

  it("gives every operation a pt-BR summary, which a pt-BR tenant's document carries at each of its routes", () => {
    const ids = OPERATIONS.map((o) => o.id);
    expect(ids.filter((id) => !RESUMENES_PT[id])).toEqual([]);
    // A summary left behind by an operation that no longer exists is a mistake too.
    expect(Object.keys(RESUMENES_PT).filter((id) => !ids.includes(id))).toEqual([]);
    // Translated, not copied, and holding no word only Spanish writes.
    const soloEspanol = /[ñ¿¡]|ción\b|ciones\b|\b(el|los|del|y|una|hay|su|sus|póliza|siniestro|cotización)\b/iu;
    for (const o of OPERATIONS) {
      const pt = RESUMENES_PT[o.id]!;
      expect(pt, o.id).not.toBe(o.summary);
      expect(soloEspanol.test(pt.replace(/`[^`]*`|\b[a-z]+(-[a-z]+)+\b/g, '')), `${o.id}: ${pt}`).toBe(false);
    }
    const pt = buildOpenApi(OPERATIONS, '1.0.0', 'pt-BR') as any;
    const porOperationId = new Map([
      ...OPERATIONS.map((o) => [o.id, o] as const),
      ...operacionesDeMaquina(OPERATIONS).map((o) => [`${o.id}-maquina`, o] as const),
    ]);
    const resumenes = (d: any): [string, string][] =>
      Object.values(d.paths).flatMap((m: any) =>
        Object.values(m).map((o: any) => [o.operationId, o.summary] as [string, string]),
      );
    for (const [operationId, summary] of resumenes(pt))
      expect(summary, operationId).toBe(RESUMENES_PT[porOperationId.get(operationId)!.id]);
    // es-AR keeps each operation's own summary, word for word.
    for (const [operationId, summary] of resumenes(doc)) expect(summary).toBe(porOperationId.get(operationId)!.summary);
  });
});
