import { describe, expect, it } from 'vitest';
import { alcancePartes, duenoDeParteNueva, veParte, veProductor } from './alcance.ts';

const productor = alcancePartes({ id: 10, tipo: 'productor' }, false);
const broker = alcancePartes({ id: 11, tipo: 'broker' }, false);
const aseguradora = alcancePartes({ id: 1, tipo: 'aseguradora' }, false);
const administracion = alcancePartes({ id: 10, tipo: 'productor' }, true);

describe('who sees and uses a party', () => {
  it('a producer sees only the parties of its own company', () => {
    expect(veParte(productor, { productorId: 10 })).toBe(true);
    expect(veParte(productor, { productorId: 11 })).toBe(false);
    expect(veParte(broker, { productorId: 10 })).toBe(false);
    // A party with no producer is the tenant's: not any producer's to see.
    expect(veParte(productor, { productorId: null })).toBe(false);
    expect(veProductor(productor, 10)).toBe(true);
    expect(veProductor(productor, 11)).toBe(false);
  });

  it('the producers of a company above the owner in the hierarchy see and use its parties', () => {
    // Producer 10 sits below broker 11.
    expect(veProductor(broker, 10, [11])).toBe(true);
    expect(veParte(broker, { productorId: 10 }, [11])).toBe(true);
    expect(duenoDeParteNueva(broker, 10, [11])).toBe(10);
    // Not the other way round, and not a sibling's.
    expect(veProductor(productor, 11, [])).toBe(false);
    expect(veParte(productor, { productorId: 12 }, [11])).toBe(false);
  });

  it('insurers and administrators see every party of the tenant', () => {
    for (const a of [aseguradora, administracion]) {
      expect(veParte(a, { productorId: 10 })).toBe(true);
      expect(veParte(a, { productorId: 11 })).toBe(true);
      expect(veParte(a, { productorId: null })).toBe(true);
      expect(veProductor(a, 11)).toBe(true);
    }
  });
});

describe('the owner of a new party', () => {
  it("is the producer's own company, named or not, and never another's", () => {
    expect(duenoDeParteNueva(productor, undefined)).toBe(10);
    expect(duenoDeParteNueva(productor, null)).toBe(10);
    expect(duenoDeParteNueva(productor, 10)).toBe(10);
    expect(duenoDeParteNueva(productor, 11)).toBeUndefined();
  });

  it('an administrator may name any producer; an insurer company owns none', () => {
    expect(duenoDeParteNueva(administracion, 11)).toBe(11);
    expect(duenoDeParteNueva(administracion, undefined)).toBe(10);
    expect(duenoDeParteNueva(aseguradora, undefined)).toBeNull();
    expect(duenoDeParteNueva(aseguradora, 10)).toBe(10);
  });
});
