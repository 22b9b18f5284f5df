import { HttpError } from '../http/errors.ts';
import { log } from '../http/logger.ts';
import { currentInvocation } from './context.ts';
import { reintentable } from './respuestas.ts';

/** What a request keeps of its function's time after its outside calls: its own writes and its answer. */
export const MARGEN_MS = 1_500;
/** Less than this left, a call is not started: it could not answer in time. */
export const MINIMO_MS = 500;

export const SIN_TIEMPO = 'El servicio externo no respondió a tiempo. Volvé a intentar en unos segundos.';

/** An outside call that did not answer, or could not start, within the time its request has left. */
export class SinTiempo extends HttpError {
  constructor(readonly llamada: string) {
    super(503, SIN_TIEMPO);
  }
}

/** An outside service's HTTP answer that is a failure (not its refusal, which adapters read as an answer). */
export class RespuestaFallida extends Error {
  constructor(
    llamada: string,
    readonly status: number,
  ) {
    super(`${llamada}: HTTP ${status}`);
  }
}

/**
 * Milliseconds the current request may still spend on outside calls: until its function times out
 * (the Lambda context's remaining time, kept on the invocation) less MARGEN_MS. Unbounded where no
 * deadline is known (a script, the bench); each call's own limit still holds there.
 */
export const tiempoDisponible = (): number => {
  const vence = currentInvocation()?.vence;
  return vence === undefined ? Infinity : vence - Date.now() - MARGEN_MS;
};

export interface LlamadaExterna {
  /** Names it in the log and the error: 'billetera /token'. */
  nombre: string;
  /** The longest one attempt may take. */
  maxMs: number;
  /** Whether a failed attempt may be made once more: only a call that is safe to repeat (a read, a token). */
  repetible: boolean;
}

/** A failure worth one more attempt: out of time, no connection (fetch's TypeError), a 5xx, a 429, AWS throttling. */
const otraVez = (err: unknown): boolean =>
  err instanceof SinTiempo ||
  err instanceof TypeError ||
  (err instanceof RespuestaFallida && (err.status >= 500 || err.status === 429)) ||
  reintentable(err);

/**
 * Makes an outside call within its request's time: each attempt gets its own limit or what is left,
 * whichever is less, and is given up (its signal aborted) when that runs out, whether or not the
 * callee honours the signal; a repeatable call gets one more attempt after a timeout or a transient
 * failure if time is left. Out of time it throws SinTiempo (503 unless the caller answers otherwise),
 * so the request answers before its function would time out.
 */
export const llamadaExterna = async <T>(o: LlamadaExterna, llamar: (signal: AbortSignal) => Promise<T>): Promise<T> => {
  let ultimo: unknown;
  for (let intento = 1; intento <= (o.repetible ? 2 : 1); intento++) {
    const ms = Math.min(o.maxMs, tiempoDisponible());
    if (ms < MINIMO_MS) break;
    const control = new AbortController();
    let reloj: ReturnType<typeof setTimeout> | undefined;
    const vencido = new Promise<never>((_, reject) => {
      reloj = setTimeout(() => {
        const err = new SinTiempo(o.nombre);
        control.abort(err);
        reject(err);
      }, ms);
    });
    // Wrapped, so a callee that throws at once or answers without a promise is one attempt like any other.
    const llamada = (async () => llamar(control.signal))();
    // Settles after the race was lost (the abort): nothing waits for it any more.
    llamada.catch(() => undefined);
    try {
      return await Promise.race([llamada, vencido]);
    } catch (err) {
      ultimo = err;
      if (!otraVez(err)) throw err;
      log.warn('outside call failed', { llamada: o.nombre, intento, error: err instanceof Error ? err.message : String(err) });
    } finally {
      clearTimeout(reloj);
    }
  }
  throw ultimo === undefined || ultimo instanceof SinTiempo ? new SinTiempo(o.nombre) : ultimo;
};
