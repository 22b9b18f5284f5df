/**
 * When a webhook delivery is tried again (issue 30 item 3: exponential backoff for 24 h, then kept
 * as failed). Pure: the worker asks these with the delivery's first attempt and the clock.
 */

/** A delivery is retried for this long after its first attempt, then marked failed. */
export const VENTANA_REINTENTOS_S = 24 * 60 * 60;
const PRIMER_RETRASO_S = 60;
const FACTOR = 4;
/** No wait longer than this, so the last hours of the window still get attempts. */
const RETRASO_MAXIMO_S = 6 * 60 * 60;
/** SQS refuses a DelaySeconds above 900 (15 min). */
export const RETRASO_MAXIMO_COLA_S = 900;

/** The wait after the `intento`-th failed attempt (1-based): 1 min, 4 min, 16 min, 64 min, 4 h 16 min, then 6 h. */
export function retrasoTras(intento: number): number {
  if (!Number.isInteger(intento) || intento < 1) throw new RangeError(`intento inválido: ${intento}`);
  return Math.min(PRIMER_RETRASO_S * FACTOR ** (intento - 1), RETRASO_MAXIMO_S);
}

/**
 * When to try again after the `intento`-th failed attempt (epoch ms), or null when that moment falls
 * past the 24 h window that began with the first attempt: the delivery is then failed for good.
 */
export function proximoIntento(intento: number, primerIntentoMs: number, ahoraMs: number): number | null {
  const cuando = ahoraMs + retrasoTras(intento) * 1000;
  return cuando - primerIntentoMs > VENTANA_REINTENTOS_S * 1000 ? null : cuando;
}

/**
 * The DelaySeconds for a message that must not be worked before `noAntesDeMs`: waits over 15 min
 * travel as a chain of re-enqueues, each at most 900 s; 0 when the moment has come.
 */
export function esperaEnCola(noAntesDeMs: number, ahoraMs: number): number {
  const faltan = Math.ceil((noAntesDeMs - ahoraMs) / 1000);
  return Math.max(0, Math.min(faltan, RETRASO_MAXIMO_COLA_S));
}
