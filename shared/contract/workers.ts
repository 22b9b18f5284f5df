import type { Worker } from './define.ts';

/**
 * Work a request hands off because it outlasts the request's 10 s: each worker reads its own queue
 * (SQS with a dead-letter queue in the cloud, in-process locally); the CDK stacks, the local stack
 * and the bench read this list.
 */
export const WORKERS: readonly Worker[] = [
  {
    name: 'generar-exportacion',
    summary:
      'Arma el archivo de una exportación pedida (el bordereau de una declaración en la variante de quien lo pidió, o los saldos de clientes) y la deja lista para su enlace; si falla la marca fallida y la cola la reintenta.',
    resource: 'exports:queue',
    // The bordereaux live with their declaration; the balances' workbook in the exports' zone.
    uses: ['table:write', 'files:write:declaraciones', 'files:write:exportaciones'],
    // The bordereau of a few hundred thousand certificates takes about a minute on one vCPU.
    timeoutSeconds: 300,
    memorySize: 1769,
  },
  {
    name: 'entregar-webhook',
    summary:
      'Entrega un evento a un endpoint de webhook de una empresa partner: POST firmado (HMAC-SHA256), 5 s como máximo, sin seguir redirecciones ni ir a redes internas; registra el intento y, si falla, se reencola con espera exponencial durante 24 h, después la marca fallida.',
    resource: 'webhooks:queue',
    // Its own queue: the next attempt, and the hops of a wait longer than SQS's 15 minutes.
    uses: ['table:write', 'webhooks:queue'],
    timeoutSeconds: 30,
    memorySize: 256,
  },
];
