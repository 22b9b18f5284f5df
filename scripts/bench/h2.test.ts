import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirFrenteH2, type FrenteH2 } from './h2.ts';

describe('the HTTP/2 front the Lighthouse bench measures through', () => {
  let origen: http.Server;
  let frente: FrenteH2;
  beforeAll(async () => {
    origen = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive' });
      res.end(JSON.stringify({ host: req.headers.host, proto: req.headers['x-forwarded-proto'], url: req.url }));
    });
    await new Promise<void>((resolve) => origen.listen(0, '127.0.0.1', resolve));
    frente = await abrirFrenteH2((origen.address() as { port: number }).port, fs.mkdtempSync(path.join(os.tmpdir(), 'h2-')));
  });
  afterAll(async () => {
    await frente.close();
    origen.close();
  });

  it("answers over HTTP/2 with the tenant's Host and says the page is https", async () => {
    const url = new URL(frente.url('cargosur'));
    const sesion = http2.connect(`https://127.0.0.1:${url.port}`, { rejectUnauthorized: false, servername: url.hostname });
    const certificado = await new Promise<crypto.X509Certificate>((resolve) =>
      sesion.once('connect', () =>
        resolve(new crypto.X509Certificate((sesion.socket as TLSSocket).getPeerX509Certificate()!.raw)),
      ),
    );
    const req = sesion.request({ ':path': '/config.json?x=1', ':authority': url.host });
    let cuerpo = '';
    req.setEncoding('utf8').on('data', (c: string) => (cuerpo += c));
    await new Promise((resolve) => req.on('end', resolve));
    sesion.close();
    expect(JSON.parse(cuerpo)).toEqual({ host: url.host, proto: 'https', url: '/config.json?x=1' });
    // Chromium trusts exactly this certificate through its SPKI hash.
    const spki = crypto
      .createHash('sha256')
      .update(certificado.publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64');
    expect(spki).toBe(frente.spki);
    expect(certificado.subjectAltName).toContain('DNS:*.localhost');
  });
});
