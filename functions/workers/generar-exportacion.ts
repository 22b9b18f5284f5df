import { generarExportacion } from '#lib/exportaciones/generar.ts';
import { workerHandler } from '#lib/workers/worker.ts';

/** The export worker (WORKERS): one message per requested export, from its SQS queue. */
export const handler = workerHandler('generar-exportacion', generarExportacion);
