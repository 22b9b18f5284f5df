import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInvocation } from './context.ts';
import { llamadaExterna, MARGEN_MS, RespuestaFallida, SinTiempo, tiempoDisponible } from './presupuesto.ts';

/** A call that never answers, however long it is waited for; it only records that it was asked to stop. */
const colgada = (abortos: AbortSignal[]) => (signal: AbortSignal) =>
  new Promise<never>(() => {
    abortos.push(signal);
  });

/** Runs work as a request whose function has `ms` left, and says when (on the fake clock) it settled. */
const enSolicitud = async <T>(ms: number, work: () => Promise<T>) => {
  const inicio = Date.now();
  const resultado = runInvocation('prueba', { uses: [] }, work, { vence: inicio + ms }).then(
    (valor) => ({ valor, error: undefined as unknown }),
    (error: unknown) => ({ valor: undefined, error }),
  );
  await vi.runAllTimersAsync();
  return { ...(await resultado), ms: Date.now() - inicio };
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubEnv('LOG_LEVEL', 'silent');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('llamadaExterna', () => {
  it('gives up a call that never answers at its own limit, retries a repeatable one once, and says so', async () => {
    const abortos: AbortSignal[] = [];
    const r = await enSolicitud(10_000, () =>
      llamadaExterna({ nombre: 'token', maxMs: 3_000, repetible: true }, colgada(abortos)),
    );
    expect(r.error).toBeInstanceOf(SinTiempo);
    expect(r.ms).toBe(6_000);
    expect(abortos.map((s) => s.aborted)).toEqual([true, true]);
  });

  it('never runs past the request: two 4 s calls in a 10 s function end before its margin', async () => {
    const abortos: AbortSignal[] = [];
    const r = await enSolicitud(10_000, async () => {
      await llamadaExterna({ nombre: 'token', maxMs: 4_000, repetible: false }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 3_900));
        return 'tok';
      });
      return llamadaExterna({ nombre: 'intención', maxMs: 8_000, repetible: true }, colgada(abortos));
    });
    expect(r.error).toEqual(new SinTiempo('intención'));
    expect(r.ms).toBe(10_000 - MARGEN_MS);
    // The second attempt had no time left to start.
    expect(abortos).toHaveLength(1);
  });

  it('does not start a call with less than the minimum left', async () => {
    const llamar = vi.fn(async () => 'ok');
    const r = await enSolicitud(MARGEN_MS + 100, () => llamadaExterna({ nombre: 'x', maxMs: 1_000, repetible: true }, llamar));
    expect(r.error).toBeInstanceOf(SinTiempo);
    expect(llamar).not.toHaveBeenCalled();
  });

  it('retries a transient failure once (a 5xx, no connection), never a refusal or a call that is not repeatable', async () => {
    const falla = (err: Error) => vi.fn<() => Promise<string>>().mockRejectedValueOnce(err).mockResolvedValue('ok');
    for (const err of [new RespuestaFallida('x', 503), new TypeError('fetch failed')]) {
      const llamar = falla(err);
      expect(
        (await enSolicitud(10_000, () => llamadaExterna({ nombre: 'x', maxMs: 1_000, repetible: true }, llamar))).valor,
      ).toBe('ok');
      expect(llamar).toHaveBeenCalledTimes(2);
    }
    const rechazo = falla(new RespuestaFallida('x', 401));
    expect(
      (await enSolicitud(10_000, () => llamadaExterna({ nombre: 'x', maxMs: 1_000, repetible: true }, rechazo))).error,
    ).toEqual(new RespuestaFallida('x', 401));
    const post = falla(new RespuestaFallida('x', 502));
    expect(
      (await enSolicitud(10_000, () => llamadaExterna({ nombre: 'x', maxMs: 1_000, repetible: false }, post))).error,
    ).toEqual(new RespuestaFallida('x', 502));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('outside a request (a script) only the call’s own limit applies', async () => {
    expect(tiempoDisponible()).toBe(Infinity);
    const p = llamadaExterna({ nombre: 'x', maxMs: 2_000, repetible: false }, colgada([])).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await p).toBeInstanceOf(SinTiempo);
  });
});
