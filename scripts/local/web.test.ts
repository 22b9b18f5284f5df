import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeb, viteDevOptions } from './web.ts';

const GRANDE = `export const filas = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, nombre: `Fila ${i}` })))};`;

/** The raw answer to a request with these encodings accepted (fetch would decompress it). */
const crudo = (ruta: string, aceptadas?: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; cuerpo: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${ruta}`, { headers: aceptadas ? { 'accept-encoding': aceptadas } : {} }, (res) => {
        const partes: Buffer[] = [];
        res.on('data', (p: Buffer) => partes.push(p));
        res.on('end', () => resolve({ headers: res.headers, cuerpo: Buffer.concat(partes) }));
      })
      .on('error', reject);
  });

let server: http.Server;
let base: string;

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'grande-3c4d.js'), GRANDE);
  fs.writeFileSync(path.join(dist, 'assets', 'logo-5e6f.png'), Buffer.alloc(5_000, 7));
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

describe('compression, as CloudFront compresses', () => {
  it('Brotli when the viewer takes it, else Gzip, else the file as it is; the hashed assets cached for a year', async () => {
    const br = await crudo('/assets/grande-3c4d.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.cuerpo).toString()).toBe(GRANDE);
    expect(br.cuerpo.length).toBeLessThan(GRANDE.length / 3);
    const gz = await crudo('/assets/grande-3c4d.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.cuerpo).toString()).toBe(GRANDE);
    const nada = await crudo('/assets/grande-3c4d.js');
    expect(nada.headers['content-encoding']).toBeUndefined();
    expect(nada.cuerpo.toString()).toBe(GRANDE);
  });

  it('leaves alone what CloudFront leaves alone: under 1,000 bytes, and types it does not compress', async () => {
    expect((await crudo('/assets/app-1a2b.js', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await crudo('/assets/logo-5e6f.png', 'br')).headers['content-encoding']).toBeUndefined();
  });
});

describe('the dev server of one local stack', () => {
  it("keeps Vite's dependency cache in the stack's data folder, never in the shared node_modules", () => {
    const opciones = viteDevOptions('/datos/pila-a');
    expect(opciones.cacheDir).toBe(path.join('/datos/pila-a', 'vite'));
    expect(viteDevOptions('/datos/pila-b').cacheDir).not.toBe(opciones.cacheDir);
  });
});
