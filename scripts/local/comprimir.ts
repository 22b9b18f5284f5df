import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * What CloudFront's "compress objects automatically" does with a cache policy that accepts both
 * encodings: Brotli when the viewer accepts it, else Gzip; only compressible types and only bodies of
 * 1,000 to 10,000,000 bytes (docs: "Serve compressed files"). So what a local measurement loads is
 * what users get.
 */
const COMPRIMIBLES = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;
const MINIMO = 1_000;
const MAXIMO = 10_000_000;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Codificacion = 'br' | 'gzip';

/** The encoding CloudFront would answer a request with, or null for the file as it is. */
export const codificacionPara = (aceptadas: string | undefined, tipo: string, bytes: number): Codificacion | null => {
  if (!COMPRIMIBLES.test(tipo) || bytes < MINIMO || bytes > MAXIMO) return null;
  const lista = (aceptadas ?? '')
    .split(',')
    .map((e) => e.trim().split(';')[0]!.toLowerCase())
    .filter(Boolean);
  return lista.includes('br') ? 'br' : lista.includes('gzip') ? 'gzip' : null;
};

/** Each file compressed once per encoding and version (its mtime), as an edge caches the compressed copy. */
const copias = new Map<string, Buffer>();

const comprimido = (archivo: string, mtimeMs: number, cod: Codificacion): Buffer => {
  const clave = `${archivo}:${mtimeMs}:${cod}`;
  let copia = copias.get(clave);
  if (!copia) {
    const original = fs.readFileSync(archivo);
    copia = cod === 'br' ? zlib.brotliCompressSync(original) : zlib.gzipSync(original, { level: 9 });
    copias.set(clave, copia);
  }
  return copia;
};

/**
 * Compresses every file of a folder in both encodings ahead of the first request, off the event loop:
 * an edge serves its cached compressed copy, so a measurement must not pay Brotli's compression on a
 * first visit either.
 */
export const precomprimir = async (carpeta: string): Promise<void> => {
  const archivos = fs.readdirSync(carpeta, { recursive: true, encoding: 'utf8' }).map((f) => path.join(carpeta, f));
  for (const archivo of archivos) {
    const stat = fs.statSync(archivo);
    if (!stat.isFile() || !/\.(html|js|css|json|svg)$/.test(archivo) || stat.size < MINIMO || stat.size > MAXIMO) continue;
    const original = fs.readFileSync(archivo);
    for (const cod of ['br', 'gzip'] as const) {
      const clave = `${archivo}:${stat.mtimeMs}:${cod}`;
      if (copias.has(clave)) continue;
      copias.set(clave, await (cod === 'br' ? brotli(original) : gzip(original, { level: 9 })));
    }
  }
};

/** Answers a static file with its type and caching headers, compressed when CloudFront would. */
export const enviarArchivo = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  archivo: string,
  headers: { 'content-type': string; 'cache-control': string },
) => {
  const { size, mtimeMs } = fs.statSync(archivo);
  const cod = codificacionPara(req.headers['accept-encoding'], headers['content-type'], size);
  if (!cod) {
    res.writeHead(200, { ...headers, 'content-length': size, vary: 'accept-encoding' });
    fs.createReadStream(archivo).pipe(res);
    return;
  }
  const cuerpo = comprimido(archivo, mtimeMs, cod);
  res.writeHead(200, { ...headers, 'content-encoding': cod, 'content-length': cuerpo.length, vary: 'accept-encoding' });
  res.end(cuerpo);
};
