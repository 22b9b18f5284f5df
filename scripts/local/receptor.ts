import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

/**
 * The simulated webhook receiver of the local stack (issue 30 item 3), at /_receptor/{name} on the
 * portal's own server: register http://localhost:{PORT}/_receptor/mi-sistema as an endpoint and each
 * delivery lands in {data}/receptor/mi-sistema.jsonl, headers and raw body as received, so the
 * signature can be checked with the documented recipe. A name that starts with `falla` answers 500
 * (to watch the retries); GET lists what arrived.
 */
export const RECEPTOR_PATH = '/_receptor';
const NOMBRE = /^[a-z0-9-]{1,40}$/;
const MAX_CUERPO = 64 * 1024;

export interface Recibido {
  recibido: string;
  cabeceras: Record<string, string>;
  cuerpo: string;
}

const archivo = (nombre: string) => {
  const dir = process.env.WEBHOOKS_RECEPTOR_DIR;
  if (!dir) throw new Error('WEBHOOKS_RECEPTOR_DIR is not set');
  return path.join(dir, `${nombre}.jsonl`);
};

export const leerRecibidos = (nombre: string): Recibido[] => {
  const f = archivo(nombre);
  if (!fs.existsSync(f)) return [];
  return fs
    .readFileSync(f, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Recibido);
};

const leerCuerpo = (req: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const partes: Buffer[] = [];
    let largo = 0;
    req.on('data', (b: Buffer) => {
      largo += b.length;
      if (largo > MAX_CUERPO) req.destroy(new Error('body too large'));
      else partes.push(b);
    });
    req.on('end', () => resolve(Buffer.concat(partes).toString('utf8')));
    req.on('error', reject);
  });

/** Answers false for any other path. */
export const receptorSimulado = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> => {
  const ruta = new URL(req.url ?? '/', 'http://x').pathname;
  if (!ruta.startsWith(`${RECEPTOR_PATH}/`)) return false;
  const nombre = ruta.slice(RECEPTOR_PATH.length + 1);
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  if (!NOMBRE.test(nombre)) return (json(404, { error: 'receptor desconocido' }), true);
  if (req.method === 'GET') return (json(200, leerRecibidos(nombre)), true);
  if (req.method !== 'POST') return (json(405, { error: 'sólo POST o GET' }), true);
  const cuerpo = await leerCuerpo(req);
  const cabeceras = Object.fromEntries(
    Object.entries(req.headers)
      .filter(([k]) => k.startsWith('portal-') || k === 'content-type' || k === 'user-agent')
      .map(([k, v]) => [k, String(v)]),
  );
  const f = archivo(nombre);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.appendFileSync(f, `${JSON.stringify({ recibido: new Date().toISOString(), cabeceras, cuerpo } satisfies Recibido)}\n`);
  if (nombre.startsWith('falla')) return (json(500, { error: 'receptor simulado que falla' }), true);
  return (json(200, { recibido: true }), true);
};
