import { createRemoteJWKSet } from 'jose';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import { verificarTokenMaquina } from '#lib/auth/token-maquina.ts';
import { resolveMaquina } from '#lib/auth/maquina.ts';
import { UnauthorizedError } from '#lib/http/errors.ts';
import { handler as listCertificados } from '../../functions/viajes-especificos/list-certificados.ts';
import { handler as listUsuarios } from '../../functions/usuarios/list-usuarios.ts';
import { useTestEmulators } from './helpers.ts';
import { basicDe, crearAppMaquina, darDeAltaMaquina, pedirToken } from './maquinas-datos.ts';

useTestEmulators();

const TODOS = 'portal-carga/cotizar portal-carga/emitir portal-carga/consultar portal-carga/siniestros';

describe('a machine caller (record 0165)', () => {
  it('takes tenant, company and role from its client’s items, and only the scopes both token and portal grant', async () => {
    const clientId = await darDeAltaMaquina();
    const principal = await resolveMaquina(clientId, TODOS);
    expect(principal.tenant.id).toBe('cargosur');
    expect(principal.empresaId).toBe(10);
    expect(principal.empresa.id).toBe(10);
    expect(principal.maquina).toEqual({ clientId, alcances: ['cotizar', 'consultar'], cuotaPorMinuto: 120 });
    expect([...principal.permisos].sort()).toEqual(['viajesEspecificos.consultar', 'viajesEspecificos.cotizar']);
    expect(principal.usuario).toMatchObject({ id: 900_001, email: 'tms@cargosur.demo', estado: true });
    expect(principal.usuario.empresas).toEqual([{ idEmpresa: 10, idRol: 'administrador' }]);

    const soloConsulta = await resolveMaquina(clientId, 'portal-carga/consultar');
    expect([...soloConsulta.permisos]).toEqual(['viajesEspecificos.consultar']);
  });

  it('never holds more than its role: a read-only role with every scope can do nothing', async () => {
    const clientId = await darDeAltaMaquina({
      idRol: 'clienteConsultor',
      alcances: ['cotizar', 'emitir', 'consultar', 'siniestros'],
    });
    expect([...(await resolveMaquina(clientId, TODOS)).permisos]).toEqual([]);
  });

  it('refuses an unknown, malformed, disabled or misfiled client with 401', async () => {
    await expect(resolveMaquina('desconocido', TODOS)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(resolveMaquina('a#b', TODOS)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(resolveMaquina(undefined, TODOS)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(resolveMaquina(await darDeAltaMaquina({ activo: false }), TODOS)).rejects.toBeInstanceOf(UnauthorizedError);
    // An index naming another tenant or company finds nothing there: no client crosses tenants or companies.
    await expect(resolveMaquina(await darDeAltaMaquina({}, { tenant: 'bancoandino' }), TODOS)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    await expect(resolveMaquina(await darDeAltaMaquina({}, { empresaId: 11 }), TODOS)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe('the local token endpoint (record 0167)', () => {
  it('gives a client of the emulator, with its secret, a token the machine check accepts; a wrong secret gets invalid_client', async () => {
    const { clientId, secreto } = await crearAppMaquina(['cotizar', 'emitir']);
    const res = await pedirToken(basicDe(clientId, secreto));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; token_type: string };
    expect(body.token_type).toBe('Bearer');
    const issuer = `http://127.0.0.1:${inject('cognitoPort')}/${inject('userPoolId')}`;
    const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
    expect(await verificarTokenMaquina(`Bearer ${body.access_token}`, { issuer, jwks })).toEqual({
      clientId,
      scope: 'portal-carga/cotizar portal-carga/emitir',
    });

    const mal = await pedirToken(basicDe(clientId, 'otro-secreto'));
    expect(mal.status).toBe(400);
    expect(await mal.json()).toEqual({ error: 'invalid_client' });
  });
});

describe('the handler stack with a machine caller (record 0165)', () => {
  /** An event as API Gateway builds it behind the machine routes' Lambda authorizer. */
  const evento = (clientId: string, scope = TODOS, path = '/v1/certificados') =>
    ({
      rawPath: path,
      headers: {},
      queryStringParameters: {},
      requestContext: { http: { method: 'GET', sourceIp: '203.0.113.9', path }, authorizer: { lambda: { clientId, scope } } },
    }) as unknown as APIGatewayProxyEventV2;
  type Handler = (e: APIGatewayProxyEventV2, c: Context) => Promise<unknown>;
  const llamar = async (h: Handler, e: APIGatewayProxyEventV2) =>
    (await h(e, { awsRequestId: randomUUID() } as Context)) as APIGatewayProxyStructuredResultV2;

  it('answers an operation of its scope, refuses one outside its scopes or closed to machines, and counts its quota', async () => {
    const clientId = await darDeAltaMaquina({ cuotaPorMinuto: 2 });
    const lista = await llamar(listCertificados as Handler, evento(clientId));
    expect(lista.statusCode, lista.body).toBe(200);
    expect(Array.isArray(JSON.parse(lista.body ?? '{}').data)).toBe(true);
    expect((await llamar(listCertificados as Handler, evento(clientId, 'portal-carga/cotizar'))).statusCode).toBe(403);
    expect((await llamar(listUsuarios as Handler, evento(clientId, TODOS, '/v1/usuarios'))).statusCode).toBe(403);
    // A refused call is not counted: the second list is still within the quota of 2, the third is over it.
    expect((await llamar(listCertificados as Handler, evento(clientId))).statusCode).toBe(200);
    expect((await llamar(listCertificados as Handler, evento(clientId))).statusCode).toBe(429);
  });

  it('a disabled or unknown client is 401', async () => {
    expect((await llamar(listCertificados as Handler, evento(await darDeAltaMaquina({ activo: false })))).statusCode).toBe(401);
    expect((await llamar(listCertificados as Handler, evento('desconocido'))).statusCode).toBe(401);
  });
});
