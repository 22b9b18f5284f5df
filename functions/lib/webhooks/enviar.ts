import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { direccionInterna } from '#shared/webhooks/destino.ts';

/** A receiver has this long to answer, connection included (docs/webhooks.md). */
export const PLAZO_MS = 5000;
/** What the log keeps of an answer. */
export const MAX_RESPUESTA = 500;
const MAX_LEIDO = 4096;

export interface Resultado {
  codigo: number | null;
  error: string | null;
  respuesta: string;
  duracionMs: number;
}

export const DIRECCION_BLOQUEADA = 'La URL resuelve a una dirección de una red interna: no se entrega.';

/**
 * Resolves as Node does, then refuses the connection when any address is inside a network (record
 * 0171): checked on the address the socket will use, so a name that resolves differently between a
 * check and the connection (DNS rebinding) cannot reach the metadata service or the VPC. Locally only
 * loopback is allowed, for the simulated receiver.
 */
const lookupSeguro =
  (local: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, direcciones) => {
      if (err) return callback(err, '', 0);
      const lista = direcciones as dns.LookupAddress[];
      const prohibida = lista.find((d) => (local ? !['127.0.0.1', '::1'].includes(d.address) : direccionInterna(d.address)));
      if (prohibida || !lista.length) return callback(Object.assign(new Error(DIRECCION_BLOQUEADA), { code: 'EBLOCKED' }), '', 0);
      if (options.all) return callback(null, lista);
      callback(null, lista[0]!.address, lista[0]!.family);
    });
  };

const mensajeDeError = (err: NodeJS.ErrnoException): string => {
  if (err.code === 'EBLOCKED') return DIRECCION_BLOQUEADA;
  if (err.code === 'ETIMEDOUT' || err.code === 'ABORT_ERR' || err.name === 'TimeoutError')
    return `Sin respuesta en ${PLAZO_MS / 1000} s.`;
  if (err.code === 'ENOTFOUND') return 'El nombre del host no existe.';
  if (err.code === 'ECONNREFUSED') return 'Conexión rechazada.';
  return `Error de red: ${(err.code ?? err.message).slice(0, 100)}`;
};

/**
 * POSTs one delivery: never follows a redirect (a 3xx is a failed attempt, so a receiver cannot send
 * the portal elsewhere), gives up after PLAZO_MS, reads at most 4 KB of the answer.
 */
export const enviar = (url: string, cuerpo: string, cabeceras: Record<string, string>, local: boolean): Promise<Resultado> => {
  const inicio = performance.now();
  const destino = new URL(url);
  const cliente = destino.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const fin = (r: Omit<Resultado, 'duracionMs'>) => resolve({ ...r, duracionMs: Math.round(performance.now() - inicio) });
    const req = cliente.request(
      destino,
      {
        method: 'POST',
        headers: { ...cabeceras, 'content-type': 'application/json', 'content-length': Buffer.byteLength(cuerpo) },
        lookup: lookupSeguro(local),
        signal: AbortSignal.timeout(PLAZO_MS),
        agent: false,
      },
      (res) => {
        const partes: Buffer[] = [];
        let leido = 0;
        res.on('data', (b: Buffer) => {
          if (leido < MAX_LEIDO) partes.push(b);
          leido += b.length;
          if (leido >= MAX_LEIDO) res.destroy();
        });
        const terminar = () =>
          fin({
            codigo: res.statusCode ?? null,
            error: null,
            respuesta: Buffer.concat(partes).toString('utf8').slice(0, MAX_RESPUESTA),
          });
        res.on('end', terminar);
        res.on('close', terminar);
        res.on('error', terminar);
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => fin({ codigo: null, error: mensajeDeError(err), respuesta: '' }));
    req.end(cuerpo);
  });
};

/** Whether an attempt counts as delivered: any 2xx (a redirect does not). */
export const entregado = (r: Resultado) => r.codigo !== null && r.codigo >= 200 && r.codigo < 300;
