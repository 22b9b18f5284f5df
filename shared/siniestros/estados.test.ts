import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ESTADO_SINIESTRO_IDS, estaAbierto, mensajeTransicion, puedePasar, siguientesEstados } from './estados.ts';

describe('claim state machine', () => {
  it.each([
    ['denunciado', 'enAnalisis', true],
    ['denunciado', 'indemnizado', false],
    ['enAnalisis', 'enLiquidacion', true],
    ['enLiquidacion', 'indemnizado', true],
    ['indemnizado', 'cerrado', true],
    ['cerrado', 'enAnalisis', false],
    ['rechazado', 'enAnalisis', true],
    ['documentacionPendiente', 'indemnizado', false],
  ] as const)('%s -> %s: %s', (desde, hacia, ok) => {
    expect(puedePasar(desde, hacia)).toBe(ok);
  });

  it('always allows staying in the same status, and a closed claim goes nowhere else', () => {
    fc.assert(fc.property(fc.constantFrom(...ESTADO_SINIESTRO_IDS), (e) => puedePasar(e, e)));
    expect(siguientesEstados('cerrado')).toEqual([]);
  });

  it('every status is reachable from denunciado', () => {
    const seen = new Set<string>(['denunciado']);
    const queue = ['denunciado' as const] as (typeof ESTADO_SINIESTRO_IDS)[number][];
    while (queue.length) {
      for (const n of siguientesEstados(queue.shift()!)) {
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    expect([...seen].sort()).toEqual([...ESTADO_SINIESTRO_IDS].sort());
  });

  it('open means not yet indemnified, rejected or closed; messages are Spanish', () => {
    expect(ESTADO_SINIESTRO_IDS.filter(estaAbierto)).toEqual([
      'denunciado',
      'enAnalisis',
      'documentacionPendiente',
      'enLiquidacion',
    ]);
    expect(mensajeTransicion('cerrado', 'enAnalisis')).toBe('Un siniestro cerrado no puede pasar a en análisis.');
  });
});
