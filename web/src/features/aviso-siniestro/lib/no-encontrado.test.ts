import { describe, expect, it } from 'vitest';
import { avisoNoEncontrado } from './no-encontrado.ts';

describe('avisoNoEncontrado', () => {
  it('tells an annual rating (FA-, any case or spacing) from a number not found', () => {
    expect(avisoNoEncontrado(' fa-00000012 ')).toBe('aviso.anualNoDenunciable');
    expect(avisoNoEncontrado('CC-00000012')).toBe('aviso.noEncontrado');
    expect(avisoNoEncontrado('VE-FA-1')).toBe('aviso.noEncontrado');
  });
});
