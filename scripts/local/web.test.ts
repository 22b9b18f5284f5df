import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeb, viteDevOptions } from './web.ts';

let server: http.Server;
let base: string;

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  const web = await createWeb(
    'dist',
    {
      cognito: { userPoolId: 'local_pool', userPoolClientId: 'cliente', partnerClientId: 'socios' },
      cognitoUrl: 'http://127.0.0.1:9',
      publicApiKey: 'clave',
      dataDir: os.tmpdir(),
    },
    dist,
  );
  server = http.createServer((req, res) => web.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the built SPA served locally, as CloudFront and S3 serve it', () => {
  it('answers the app shell for a deep link and the file for a file', async () => {
    for (const ruta of ['/', '/seguros/viajes-especificos/polizas/12', '/usuarios/']) {
      const res = await fetch(`${base}${ruta}`);
      expect(res.status, ruta).toBe(200);
      expect(await res.text()).toContain('<title>portal</title>');
    }
    expect(await (await fetch(`${base}/assets/app-1a2b.js`)).text()).toBe('console.log(1)');
  });

  it('a missing file answers 403, as S3 answers CloudFront without s3:ListBucket, not the app shell', async () => {
    const res = await fetch(`${base}/assets/app-viejo.js`);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('AccessDenied');
  });
});

describe('the dev server of one local stack', () => {
  it("keeps Vite's dependency cache in the stack's data folder, never in the shared node_modules", () => {
    const opciones = viteDevOptions('/datos/pila-a');
    expect(opciones.cacheDir).toBe(path.join('/datos/pila-a', 'vite'));
    expect(viteDevOptions('/datos/pila-b').cacheDir).not.toBe(opciones.cacheDir);
  });
});
