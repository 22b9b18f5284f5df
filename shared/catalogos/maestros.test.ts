import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { FORMAS_DE_PAGO, MODOS_TRANSPORTE, TIPOS_CONTENEDOR, TIPOS_MERCADERIA } from './data.ts';
import { cambiosDe, contenidoSchema, errorVigenteDesde } from './maestros.ts';
import { versionVigente } from './versiones.ts';

const v = (n: number, vigenteDesde: string) => ({ n, vigenteDesde });

describe('versionVigente', () => {
  const versiones = [v(1, '2000-01-01'), v(2, '2026-11-23'), v(3, '2026-12-01'), v(4, '2026-12-01')];

  it('takes the latest version not after the day', () => {
    expect(versionVigente(versiones, '2026-11-22')?.n).toBe(1);
    expect(versionVigente(versiones, '2026-11-23')?.n).toBe(2);
    expect(versionVigente(versiones, '2026-11-30')?.n).toBe(2);
  });

  it('resolves two versions of the same day to the later one, in any order', () => {
    expect(versionVigente(versiones, '2026-12-01')?.n).toBe(4);
    expect(versionVigente([...versiones].reverse(), '2027-01-01')?.n).toBe(4);
  });

  it('has none before the first version', () => {
    expect(versionVigente(versiones, '1999-12-31')).toBeUndefined();
    expect(versionVigente([], '2026-11-23')).toBeUndefined();
  });
});

describe('errorVigenteDesde', () => {
  it('accepts today and later', () => {
    expect(errorVigenteDesde('2026-11-23', '2026-11-23')).toBeNull();
    expect(errorVigenteDesde('2026-12-01', '2026-11-23', v(3, '2026-11-30'))).toBeNull();
  });

  it('refuses a day in the past: an issued certificate is never re-priced', () => {
    expect(errorVigenteDesde('2026-11-22', '2026-11-23')).toBe('La vigencia no puede empezar antes de hoy');
  });

  it('refuses a day before the latest version (a scheduled change is never overtaken)', () => {
    expect(errorVigenteDesde('2026-11-25', '2026-11-23', v(3, '2026-12-01'))).toBe(
      'Ya hay una versión vigente desde 01/12/2026: la nueva debe regir desde esa fecha o después',
    );
  });
});

describe('contents and changes', () => {
  it('validates a catalogue: bounded fields, unique ids', () => {
    expect(z.safeParse(contenidoSchema('tiposContenedor'), TIPOS_CONTENEDOR).success).toBe(true);
    const repetido = z.safeParse(contenidoSchema('tiposMercaderia'), [...TIPOS_MERCADERIA, TIPOS_MERCADERIA[0]]);
    expect(repetido.error?.issues[0]?.message).toBe('Hay dos entradas con el mismo id');
    const vacio = z.safeParse(contenidoSchema('tiposMercaderia'), [{ id: 99, nombre: ' ', tags: [] }]);
    expect(vacio.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['0.nombre', 'Requerido']]);
  });

  it('keeps the entries of a fixed catalogue: only their Portuguese names change', () => {
    const schema = contenidoSchema('formasDePago');
    const traducidas = FORMAS_DE_PAGO.map((f) => ({ ...f, nombres: { 'pt-BR': `${f.nombre} (pt)` } }));
    expect(z.safeParse(schema, traducidas).success).toBe(true);
    expect(z.safeParse(contenidoSchema('modosTransporte'), MODOS_TRANSPORTE).success).toBe(true);
    const mensaje = 'Las entradas de este catálogo son fijas: sólo cambia su nombre en portugués';
    const renombrada = FORMAS_DE_PAGO.map((f, i) => (i === 0 ? { ...f, nombre: 'Otra' } : f));
    expect(z.safeParse(schema, renombrada).error?.issues[0]?.message).toBe(mensaje);
    expect(z.safeParse(schema, FORMAS_DE_PAGO.slice(1)).error?.issues[0]?.message).toBe(mensaje);
    const otroId = FORMAS_DE_PAGO.map((f, i) => (i === 0 ? { ...f, id: 6 } : f));
    expect(z.safeParse(schema, otroId).success).toBe(false);
  });

  it('lists what a version adds, changes and removes', () => {
    const [a, b, c] = TIPOS_CONTENEDOR;
    const cambios = cambiosDe('tiposContenedor', [a, b], [{ ...a!, nombre: "20' Dry Standard" }, c]);
    expect(cambios).toEqual({
      agregados: [c!.nombre],
      modificados: ["20' Dry Standard"],
      quitados: [b!.nombre],
    });
  });
});
