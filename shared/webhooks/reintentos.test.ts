import { describe, expect, it } from 'vitest';
import { esperaEnCola, proximoIntento, retrasoTras, VENTANA_REINTENTOS_S } from './reintentos.ts';

describe('the webhook backoff', () => {
  it('grows by four from one minute and stops growing at six hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retrasoTras)).toEqual([60, 240, 960, 3840, 15360, 21600, 21600]);
    expect(() => retrasoTras(0)).toThrow(RangeError);
  });

  it('keeps retrying for 24 h after the first attempt, then gives up', () => {
    const inicio = 0;
    let ahora = inicio;
    let intentos = 1;
    for (let cuando = proximoIntento(intentos, inicio, ahora); cuando !== null; intentos += 1) {
      ahora = cuando;
      cuando = proximoIntento(intentos + 1, inicio, ahora);
    }
    expect(intentos).toBe(9);
    expect(ahora).toBeLessThanOrEqual(VENTANA_REINTENTOS_S * 1000);
    expect(ahora + retrasoTras(9) * 1000).toBeGreaterThan(VENTANA_REINTENTOS_S * 1000);
  });

  it('splits a long wait into SQS delays of at most 900 s', () => {
    expect(esperaEnCola(3840_000, 0)).toBe(900);
    expect(esperaEnCola(3840_000, 3600_000)).toBe(240);
    expect(esperaEnCola(1_000, 2_000)).toBe(0);
    expect(esperaEnCola(1_500, 1_000)).toBe(1);
  });
});
