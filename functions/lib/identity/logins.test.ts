import { describe, expect, it } from 'vitest';
import { cumplePolitica } from '#shared/auth/contrasena.ts';
import { contrasenaTemporal } from './logins.ts';

describe('contrasenaTemporal (issue 27 item 15)', () => {
  it('always satisfies the pool’s policy, and is read without ambiguous characters', () => {
    const vistas = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const clave = contrasenaTemporal();
      expect(cumplePolitica(clave), clave).toBe(true);
      expect(clave).not.toMatch(/[0O1lI]/);
      vistas.add(clave);
    }
    expect(vistas.size).toBe(2000);
  });
});
