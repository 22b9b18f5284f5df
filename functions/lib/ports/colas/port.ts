/** Hands one message to a worker's queue (WORKERS); the worker runs it apart from the request. */
export interface Colas {
  /** `demoraSegundos` (0–900, SQS's DelaySeconds): the message is not handed over before then. */
  encolar(worker: string, mensaje: Record<string, unknown>, demoraSegundos?: number): Promise<void>;
}
