/** Hands one message to a worker's queue (WORKERS); the worker runs it apart from the request. */
export interface Colas {
  encolar(worker: string, mensaje: Record<string, unknown>): Promise<void>;
}
