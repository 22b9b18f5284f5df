import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { condicionContenedoresSchema, condicionTransporteSchema } from '../contract/schemas/emisor.ts';

const errores = (schema: z.ZodMiniType, valor: unknown) => {
  const r = z.safeParse(schema, valor);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

const transporte = (c: Record<string, unknown> = {}) => ({
  polizaId: 1,
  endosoId: 1,
  tasaVenta: { valor: 0.35, primaMinima: 40 },
  ...c,
});
const contenedores = (c: Record<string, unknown> = {}) => ({
  polizaId: 1,
  endosoId: 1,
  tasaVenta: { contenedores: [{ idTipo: 1, prima: 10, primaTransporte: 5 }] },
  ...c,
});

describe('issuer conditions with contradictory bounds are refused on their field (issue 27 item 5)', () => {
  it('a markup maximum under its minimum, and a suggested markup outside them', () => {
    expect(errores(condicionTransporteSchema, transporte({ markupMinimo: 40, markupMaximo: 20, markup: 15 }))).toEqual([
      { path: 'markupMaximo', message: 'El markup máximo debe ser mayor o igual al markup mínimo' },
    ]);
    expect(errores(condicionTransporteSchema, transporte({ markupMinimo: 5, markupMaximo: 20, markup: 0 }))).toEqual([
      { path: 'markup', message: 'El markup sugerido debe estar entre 5 % y 20 %' },
    ]);
    expect(errores(condicionTransporteSchema, transporte({ markupMinimo: 0.05, markupMaximo: 0.3, markup: 0.31 }))).toEqual([
      { path: 'markup', message: 'El markup sugerido debe estar entre 0,05 % y 0,3 %' },
    ]);
    expect(errores(condicionTransporteSchema, transporte({ markupMinimo: 5, markupMaximo: 20, markup: 20 }))).toEqual([]);
    expect(errores(condicionTransporteSchema, transporte())).toEqual([]);
  });

  it('a suggested premium under the minimum premium', () => {
    expect(errores(condicionTransporteSchema, transporte({ premioMinimo: 100, premioSugerido: 50 }))).toEqual([
      { path: 'premioSugerido', message: 'El premio sugerido debe ser mayor o igual al premio mínimo' },
    ]);
    // No suggestion (0) is not a contradiction.
    expect(errores(condicionTransporteSchema, transporte({ premioMinimo: 100, premioSugerido: 0 }))).toEqual([]);
  });

  it('a negative premium is refused, never made positive', () => {
    expect(errores(condicionTransporteSchema, transporte({ premioSugerido: -50 }))).toEqual([
      { path: 'premioSugerido', message: 'Debe ser mayor o igual a 0' },
    ]);
  });

  it('a container premium maximum under its minimum, and a suggested premium outside them', () => {
    expect(errores(condicionContenedoresSchema, contenedores({ premioMinimo: 500, premioMaximo: 100 }))).toEqual([
      { path: 'premioMaximo', message: 'El premio máximo debe ser mayor o igual al premio mínimo' },
    ]);
    expect(errores(condicionContenedoresSchema, contenedores({ premioMinimo: 100, premioMaximo: 1000, premio: 1500 }))).toEqual([
      { path: 'premio', message: 'El premio sugerido debe estar entre 100 y 1.000' },
    ]);
    expect(errores(condicionContenedoresSchema, contenedores({ premioMinimo: 100, premio: 50 }))).toEqual([
      { path: 'premio', message: 'El premio sugerido debe ser mayor o igual al premio mínimo' },
    ]);
    // A maximum of 0 is no maximum.
    expect(errores(condicionContenedoresSchema, contenedores({ premioMinimo: 100, premio: 5000 }))).toEqual([]);
  });
});
