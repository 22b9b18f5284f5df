import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { LOOPBACK } from '#scripts/local/config.ts';

export interface FrenteH2 {
  /** The https URL of a tenant's host on the front. */
  url: (tenant: string) => string;
  /** Chromium's `--ignore-certificate-errors-spki-list` value: this certificate only, treated as valid. */
  spki: string;
  close: () => Promise<void>;
}

/** A throwaway certificate for localhost and its subdomains (the tenants' hosts), made with openssl. */
const certificado = (carpeta: string) => {
  const key = path.join(carpeta, 'h2-key.pem');
  const cert = path.join(carpeta, 'h2-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:*.localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pem = fs.readFileSync(cert);
  const spkiDer = new crypto.X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return { key: fs.readFileSync(key), cert: pem, spki: crypto.createHash('sha256').update(spkiDer).digest('base64') };
};

/**
 * CloudFront answers over TLS with HTTP/2 (and 3): the SPA's chunks share one multiplexed connection.
 * The local stack speaks HTTP/1.1, where a browser opens six connections and pays a round trip per file,
 * and Lighthouse's simulated network multiplies that by its 150 ms mobile RTT. This front terminates
 * TLS with HTTP/2 and forwards every request, unchanged, to the stack's server, so Lighthouse measures
 * the protocol users get. The stack still sees its own Host; the front adds `x-forwarded-proto`.
 */
export const abrirFrenteH2 = async (puertoStack: number, carpeta: string): Promise<FrenteH2> => {
  const { key, cert, spki } = certificado(carpeta);
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = { 'x-forwarded-proto': 'https' };
    for (const [nombre, valor] of Object.entries(req.headers)) if (!nombre.startsWith(':')) headers[nombre] = valor;
    headers.host = req.headers[':authority'] ?? req.headers.host;
    const hacia = http.request({ host: LOOPBACK, port: puertoStack, method: req.method, path: req.url, headers }, (respuesta) => {
      const salida: http.OutgoingHttpHeaders = {};
      // Connection-specific headers have no place in HTTP/2.
      for (const [nombre, valor] of Object.entries(respuesta.headers))
        if (!['connection', 'keep-alive', 'transfer-encoding'].includes(nombre)) salida[nombre] = valor;
      res.writeHead(respuesta.statusCode ?? 502, salida);
      respuesta.pipe(res);
    });
    hacia.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(hacia);
  });
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  const { port } = server.address() as { port: number };
  return {
    url: (tenant) => `https://${tenant}.localhost:${port}`,
    spki,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Chromium keeps its HTTP/2 session open; close() waits for it otherwise.
        setTimeout(resolve, 1_000).unref();
      }),
  };
};
