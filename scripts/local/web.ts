import type { ViteDevServer } from 'vite';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { loadCloudFrontFunction } from '#infra/cloudfront/functions.ts';
import { LOOPBACK, ROOT } from './config.ts';
import { createCognitoProxy } from './cognito-proxy.ts';
import { enviarArchivo, precomprimir } from './comprimir.ts';
import type { CognitoState } from './provision.ts';

/** dev: Vite in middleware mode (hot reload); dist: the built SPA, as CloudFront serves it; none: API only. */
export type WebMode = 'dev' | 'dist' | 'none';

interface WebContext {
  cognito: CognitoState;
  cognitoUrl: string;
  publicApiKey: string;
  /** The stack's data folder: its caches live there too. */
  dataDir: string;
}

/**
 * The dev server's options. Vite's dependency cache goes under the stack's own data folder, not the
 * shared node_modules/.vite: two stacks from clones sharing one node_modules would otherwise delete each
 * other's optimised chunks, and a browser would load two copies of React.
 */
export const viteDevOptions = (dataDir: string) => ({
  configFile: path.join(ROOT, 'web/vite.config.ts'),
  cacheDir: path.join(dataDir, 'vite'),
  // The hot-reload socket is a server of its own: on loopback like the rest of the local stack.
  server: { middlewareMode: true, hmr: { host: LOOPBACK, port: Number(process.env.HMR_PORT ?? 24678) } },
  appType: 'spa' as const,
});

export const DEFAULT_DIST = path.join(ROOT, 'web/dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * The page's own origin. Behind the bench's HTTP/2 front (scripts/bench/h2.ts) the page is https: the
 * front says so, and the configuration names the same origin so the browser mixes no http into it.
 */
const origen = (req: http.IncomingMessage) =>
  `${req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'}://${req.headers.host}`;

/** The SPA's runtime configuration; in the cloud the web stack writes the same file into the bucket. */
const configFor = (req: http.IncomingMessage, ctx: WebContext) => ({
  env: 'DEV',
  region: 'us-east-1',
  userPoolId: ctx.cognito.userPoolId,
  userPoolClientId: ctx.cognito.userPoolClientId,
  partnerClientId: ctx.cognito.partnerClientId,
  // Same origin as the page, so the browser needs no CORS towards the emulator.
  userPoolEndpoint: `${origen(req)}/cognito`,
  publicApiKey: ctx.publicApiKey,
  // The local token endpoint (record 0167), where Cognito's domain would answer in the cloud.
  tokenUrlMaquinas: `${origen(req)}/cognito/oauth2/token`,
});

const spaFallback = loadCloudFrontFunction('spa-fallback');

/**
 * The built SPA as CloudFront and S3 serve it: the site behaviour's own function turns deep links into
 * index.html, and a file that is not there answers 403, as S3 answers CloudFront without s3:ListBucket.
 */
const serveStatic = (dist: string, req: http.IncomingMessage, res: http.ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://local');
  const { uri } = spaFallback({
    viewer: { ip: req.socket.remoteAddress ?? '' },
    request: { method: req.method ?? 'GET', uri: url.pathname, querystring: {}, headers: {} },
  });
  const chosen = path.normalize(path.join(dist, decodeURIComponent(uri)));
  if (!chosen.startsWith(dist) || !fs.existsSync(chosen) || !fs.statSync(chosen).isFile()) {
    res
      .writeHead(403, { 'content-type': 'application/xml' })
      .end('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
    return;
  }
  const hashed = chosen.includes(`${path.sep}assets${path.sep}`);
  enviarArchivo(req, res, chosen, {
    'content-type': TYPES[path.extname(chosen)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
};

export const createWeb = async (mode: WebMode, ctx: WebContext, dist = DEFAULT_DIST) => {
  let vite: ViteDevServer | undefined;
  if (mode === 'dev') {
    const { createServer } = await import('vite');
    vite = await createServer(viteDevOptions(ctx.dataDir));
  }
  if (mode === 'dist' && !fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error('No hay build del portal: corré npm run build:web');
  }
  // The edge's compressed copies, ready before the first visit asks for them (awaited by the bench).
  const comprimidos = mode === 'dist' ? precomprimir(dist) : Promise.resolve();
  comprimidos.catch((err: unknown) => console.error(err));
  const proxyCognito = createCognitoProxy(ctx.cognitoUrl, ctx.cognito.userPoolId, ctx.cognito.partnerClientId);
  return {
    handle: (req: http.IncomingMessage, res: http.ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://local');
      if (url.pathname === '/config.json') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(JSON.stringify(configFor(req, ctx)));
        return;
      }
      if (url.pathname.startsWith('/cognito')) return void proxyCognito(req, res);
      if (vite) return vite.middlewares(req, res);
      if (mode === 'dist') return serveStatic(dist, req, res);
      res.writeHead(404).end();
    },
    comprimidos,
    close: async () => {
      await vite?.close();
    },
  };
};
