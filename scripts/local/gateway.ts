import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  audiencesOf,
  handlerEntry,
  isPublic,
  OPERATION_TIMEOUT_SECONDS,
  type Operation,
  type SignedInCaller,
} from '#shared/contract/define.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { operacionesDeMaquina, PREFIJO_MAQUINAS, rutaDeMaquina } from '#shared/auth/maquinas.ts';
import { verificarTokenMaquina, type TokenMaquina } from '#lib/auth/token-maquina.ts';
import { ORIGIN_SECRET_HEADER } from '#shared/contract/edge.ts';
import { loadCloudFrontFunction } from '#infra/cloudfront/functions.ts';
import { ROOT } from './config.ts';

export interface GatewayOptions {
  cognitoUrl: string;
  userPoolId: string;
  /** The app clients whose ID tokens stand for each signed-in caller (`user`: the SPA, `sso`: partners). */
  clients: Record<SignedInCaller, string[]>;
}

type Handler = (event: APIGatewayProxyEventV2, context: unknown) => Promise<APIGatewayProxyResultV2>;

interface Route {
  operation: Operation;
  /** The route's own path: the operation's, or its machine route's (record 0165). */
  path: string;
  pattern: RegExp;
  names: string[];
}

const compile = (operation: Operation, path = operation.path): Route => {
  const names: string[] = [];
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { operation, path, pattern: new RegExp(`^${source}$`), names };
};

const handlers = new Map<string, Promise<Handler>>();
const loadHandler = (operation: Operation): Promise<Handler> => {
  let found = handlers.get(operation.id);
  if (!found) {
    found = import(pathToFileURL(path.join(ROOT, handlerEntry(operation))).href).then((m: { handler: Handler }) => m.handler);
    handlers.set(operation.id, found);
  }
  return found;
};

const readBody = (req: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const isDecodable = (text: string): boolean => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

const tenantHost = loadCloudFrontFunction('tenant-host');

/**
 * What CloudFront does to an API request before it reaches the origin, done here by the same function
 * file: x-tenant-host from the Host and x-viewer-ip from the connection's address, overwriting what
 * the client sent, then the origin secret as the origin's custom header. A header a client sets
 * proves nothing here either.
 */
const asCloudFront = (req: http.IncomingMessage, url: URL, headers: Record<string, string>): Record<string, string> => {
  const request = tenantHost({
    viewer: { ip: req.socket.remoteAddress ?? '' },
    request: {
      method: req.method ?? 'GET',
      uri: url.pathname,
      querystring: {},
      headers: Object.fromEntries(Object.entries(headers).map(([k, value]) => [k, { value }])),
    },
  });
  return {
    ...Object.fromEntries(Object.entries(request.headers).map(([k, { value }]) => [k, value])),
    [ORIGIN_SECRET_HEADER]: process.env.ORIGIN_SECRET ?? '',
  };
};

const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

/**
 * The local stand-in for API Gateway: the same contract, the same handler files, API Gateway v2
 * events, and JWTs verified against the Cognito emulator's JWKS the way the JWT authorizer does (the
 * machine routes' tokens the way their Lambda authorizer does).
 * Answers what it handles and returns false for anything else (the SPA then serves it).
 */
export const createGateway = (options: GatewayOptions) => {
  const routes = OPERATIONS.map((op) => compile(op));
  const machineRoutes = operacionesDeMaquina(OPERATIONS).map((op) => compile(op, rutaDeMaquina(op.path)));
  const issuer = `${options.cognitoUrl}/${options.userPoolId}`;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));

  const verify = async (authorization: string | undefined, audiences: string[]): Promise<JWTPayload | null> => {
    const token = authorization?.replace(/^Bearer\s+/i, '');
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience: audiences });
      return payload.token_use === 'id' ? payload : null;
    } catch {
      return null;
    }
  };

  return async (req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', 'http://local');
    const deMaquina = url.pathname.startsWith(`${PREFIJO_MAQUINAS}/`);
    if (!url.pathname.startsWith('/v1/') && !deMaquina) return false;
    const method = (req.method ?? 'GET').toUpperCase();
    const candidates = (deMaquina ? machineRoutes : routes).filter((r) => r.pattern.test(url.pathname));
    // As API Gateway: a literal segment wins over a parameter (/v1/clientes/saldos over /v1/clientes/{id}).
    const route = candidates.filter((r) => r.operation.method === method).sort((a, b) => a.names.length - b.names.length)[0];
    if (!route) {
      send(res, candidates.length ? 405 : 404, { message: candidates.length ? 'Method Not Allowed' : 'Not Found' });
      return true;
    }
    const { operation } = route;
    const headers = asCloudFront(
      req,
      url,
      Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(',') : (v ?? '')]),
      ),
    );

    // Public operations check their API key and limits in the handler stack, as in the cloud.
    let claims: JWTPayload | null = null;
    let maquina: TokenMaquina | null = null;
    if (deMaquina) {
      // As the machine routes' Lambda authorizer: no header is 401 before it runs, a refused token 403.
      if (!headers.authorization) {
        send(res, 401, { message: 'Unauthorized' });
        return true;
      }
      maquina = await verificarTokenMaquina(headers.authorization, { issuer, jwks });
      if (!maquina) {
        send(res, 403, { message: 'Forbidden' });
        return true;
      }
    } else if (!isPublic(operation)) {
      // Only tokens of the app clients of the callers the operation declares, as its JWT authorizer does.
      claims = await verify(headers.authorization, audiencesOf(operation.callers, options.clients));
      if (!claims) {
        send(res, 401, { message: 'Unauthorized' });
        return true;
      }
    }

    const match = route.pattern.exec(url.pathname) ?? [];
    let pathParameters: Record<string, string>;
    try {
      pathParameters = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(match[i + 1] ?? '')]));
    } catch {
      // A malformed % escape is the caller's mistake: 400 with the usual error body, not an empty 500.
      const name = route.names.find((_, i) => !isDecodable(match[i + 1] ?? '')) ?? route.names[0];
      send(res, 400, {
        message: 'Por favor, revisá los errores para poder continuar',
        errors: [{ path: `params.${name}`, message: 'Valor inválido' }],
      });
      return true;
    }
    const query: Record<string, string> = {};
    url.searchParams.forEach((value, key) => {
      query[key] = query[key] === undefined ? value : `${query[key]},${value}`;
    });
    const body = await readBody(req);
    const requestId = randomUUID();
    const event = {
      version: '2.0',
      routeKey: `${operation.method} ${route.path}`,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers,
      queryStringParameters: Object.keys(query).length ? query : undefined,
      pathParameters: route.names.length ? pathParameters : undefined,
      body: body || undefined,
      isBase64Encoded: false,
      requestContext: {
        accountId: 'local',
        apiId: 'local',
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'local',
        requestId,
        routeKey: `${operation.method} ${route.path}`,
        stage: '$default',
        time: new Date().toISOString(),
        timeEpoch: Date.now(),
        http: {
          method,
          path: url.pathname,
          protocol: 'HTTP/1.1',
          sourceIp: req.socket.remoteAddress ?? '',
          userAgent: headers['user-agent'] ?? '',
        },
        // API Gateway hands claims to the function as strings; so do we.
        authorizer: maquina
          ? { lambda: maquina }
          : claims
            ? {
                jwt: {
                  claims: Object.fromEntries(
                    Object.entries(claims).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
                  ),
                  scopes: null,
                },
              }
            : undefined,
      },
    } as unknown as APIGatewayProxyEventV2;

    try {
      const handler = await loadHandler(operation);
      // As Lambda's context: the handler budgets its outside calls on the time its function has left.
      const vence = Date.now() + OPERATION_TIMEOUT_SECONDS * 1000;
      const context = { awsRequestId: requestId, getRemainingTimeInMillis: () => vence - Date.now() };
      const result = (await handler(event, context)) as APIGatewayProxyStructuredResultV2;
      res.writeHead(result.statusCode ?? 200, { ...(result.headers as Record<string, string>) });
      res.end(result.body ?? '');
    } catch (err) {
      // A handler that throws past its middleware is what Lambda reports as 500 Internal Server Error.
      console.error(err);
      send(res, 500, { message: 'Internal Server Error' });
    }
    return true;
  };
};
