import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firmar, TOLERANCIA_S, verificar } from './firma.ts';

const cuerpo = '{"id":"ent_1","tipo":"certificado.emitido"}';
const t = 1_800_000_000;

describe('a webhook signature', () => {
  it('is the hex HMAC-SHA256 of "t.body", one v1 per active secret', () => {
    const hex = createHmac('sha256', 's1').update(`${t}.${cuerpo}`).digest('hex');
    expect(firmar(cuerpo, ['s1'], t)).toBe(`t=${t},v1=${hex}`);
    expect(firmar(cuerpo, ['s1', 's2'], t).split(',')).toHaveLength(3);
    expect(() => firmar(cuerpo, [], t)).toThrow(RangeError);
    expect(() => firmar(cuerpo, ['a', 'b', 'c'], t)).toThrow(RangeError);
  });

  it('verifies within the tolerance and with either secret of a rotation', () => {
    const cabecera = firmar(cuerpo, ['viejo', 'nuevo'], t);
    expect(verificar(cabecera, cuerpo, 'viejo', t + TOLERANCIA_S)).toBe('valida');
    expect(verificar(cabecera, cuerpo, 'nuevo', t - TOLERANCIA_S)).toBe('valida');
    expect(verificar(cabecera, cuerpo, 'nuevo', t + TOLERANCIA_S + 1)).toBe('fuera-de-tolerancia');
  });

  it('refuses a tampered body or another secret', () => {
    const cabecera = firmar(cuerpo, ['s1'], t);
    expect(verificar(cabecera, `${cuerpo} `, 's1', t)).toBe('no-coincide');
    expect(verificar(cabecera, cuerpo, 's2', t)).toBe('no-coincide');
  });

  it('refuses headers it never writes: unknown parts, no t, no or three v1, oversized', () => {
    const [, v1 = ''] = firmar(cuerpo, ['s1'], t).split(',');
    for (const cabecera of [
      '',
      `t=${t}`,
      v1,
      `t=${t},${v1},v0=abc`,
      `t=${t},${v1},${v1},${v1}`,
      `t=-1,${v1}`,
      `t=${t},v1=zz`,
      `t=${t},${v1}${' '.repeat(600)}`,
    ])
      expect(verificar(cabecera, cuerpo, 's1', t)).toBe('mal-formada');
  });
});
