import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { codificacionPara, enviarArchivo, precomprimir } from './comprimir.ts';

const respuesta = () => {
  const r = { status: 0, headers: {} as Record<string, unknown>, body: Buffer.alloc(0) };
  const res = {
    writeHead: (status: number, headers: Record<string, unknown>) => Object.assign(r, { status, headers }),
    end: (body: Buffer) => Object.assign(r, { body }),
  } as unknown as http.ServerResponse;
  return { r, res };
};

describe('the compressed copies the local dist server answers with', () => {
  it('chooses Brotli, else Gzip, only for compressible bodies of 1,000 to 10,000,000 bytes', () => {
    expect(codificacionPara('gzip, deflate, br', 'text/javascript', 5_000)).toBe('br');
    expect(codificacionPara('gzip', 'application/json', 5_000)).toBe('gzip');
    expect(codificacionPara('gzip, br', 'image/png', 5_000)).toBeNull();
    expect(codificacionPara('gzip, br', 'text/css', 999)).toBeNull();
    expect(codificacionPara(undefined, 'text/css', 5_000)).toBeNull();
  });

  it("makes every text file's copies before the first request, and answers with them", async () => {
    const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'precomprimir-'));
    fs.mkdirSync(path.join(carpeta, 'assets'));
    const archivo = path.join(carpeta, 'assets', 'app.js');
    const texto = 'export const x = 1;\n'.repeat(200);
    fs.writeFileSync(archivo, texto);
    await precomprimir(carpeta);
    // What answers is the copy made ahead: the request itself compresses nothing.
    const sincronico = vi.spyOn(zlib, 'brotliCompressSync');
    const { r, res } = respuesta();
    const req = { headers: { 'accept-encoding': 'br' } } as http.IncomingMessage;
    enviarArchivo(req, res, archivo, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
    expect(r.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(r.body).toString()).toBe(texto);
    expect(sincronico).not.toHaveBeenCalled();
  });
});
