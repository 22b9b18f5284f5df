import { describe, expect, it } from 'vitest';
import { cumplePolitica, POLITICA_CONTRASENA } from './contrasena.ts';

describe('the password policy (issue 27 item 15)', () => {
  it('asks the pool’s length and a lower case letter, an upper case letter and a digit', () => {
    expect(POLITICA_CONTRASENA.longitudMinima).toBe(10);
    expect(cumplePolitica('NuevaClave2026')).toBe(true);
    for (const mala of ['4j2Yc2', 'Clave2026', 'nuevaclave2026', 'NUEVACLAVE2026', 'NuevaClaveX'])
      expect(cumplePolitica(mala), mala).toBe(false);
  });
});
