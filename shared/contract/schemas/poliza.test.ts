import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { polizaInputSchema, polizaUpdateSchema } from './poliza.ts';

const valida = {
  numero: 'TR-2026/01',
  aseguradoraId: 1,
  nombre: 'Flotante',
  ramo: 'transporte',
  monedaId: 840,
  paisId: 32,
  vigenciaDesde: '2026-01-01',
  vigenciaHasta: '2026-12-31',
  tasa: 0.18,
  primaMinima: 25,
  cobertura: { nombre: 'Todo riesgo', deducibles: [{ concepto: 'Por embarque', tipo: 'porcentaje', valor: 10 }] },
  limitesPorEmbarque: [{ transporteId: 0, limite: 1000 }],
  endosos: [{ nombre: 'Mercosur', vigenciaDesde: '2026-02-01', vigenciaHasta: '2026-06-30' }],
};

const errores = (schema: z.ZodMiniType, x: unknown) => {
  const r = z.safeParse(schema, x);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('polizaInputSchema', () => {
  it('accepts a whole policy', () => {
    expect(errores(polizaInputSchema, valida)).toEqual([]);
  });

  it("answers the spec's messages, naming the field", () => {
    expect(
      errores(polizaInputSchema, {
        ...valida,
        numero: ' ',
        nombre: 'x'.repeat(151),
        aseguradoraId: undefined,
        tasa: 120,
        primaMinima: -1,
        vigenciaDesde: '01-01-2026',
        cobertura: { nombre: 'Todo riesgo', deducibles: [{ concepto: 'Fijo', tipo: 'porcentaje', valor: 150 }] },
      }),
    ).toEqual([
      { path: 'numero', message: 'El campo número es requerido' },
      { path: 'aseguradoraId', message: 'El campo aseguradora es requerido' },
      { path: 'nombre', message: 'El campo nombre no puede superar los 150 caracteres' },
      { path: 'vigenciaDesde', message: 'El campo vigencia desde no es válido' },
      { path: 'tasa', message: 'Debe estar entre 0 y 100' },
      { path: 'primaMinima', message: 'Debe ser mayor o igual a 0' },
      { path: 'cobertura.deducibles.0.valor', message: 'Debe estar entre 0 y 100' },
    ]);
  });

  it('bounds the endorsements and refuses one outside the policy period', () => {
    const muchos = Array.from({ length: 51 }, () => valida.endosos[0]);
    expect(errores(polizaInputSchema, { ...valida, endosos: muchos })).toEqual([
      { path: 'endosos', message: 'No puede tener más de 50 endosos' },
    ]);
    expect(
      errores(polizaInputSchema, {
        ...valida,
        endosos: [{ nombre: 'Fuera', vigenciaDesde: '2025-12-01', vigenciaHasta: '2026-01-31' }],
      }),
    ).toEqual([
      { path: 'endosos.0.vigenciaDesde', message: 'La vigencia del endoso debe estar dentro de la vigencia de la póliza' },
    ]);
  });

  it('an edit also needs the version it read', () => {
    expect(errores(polizaUpdateSchema, valida)).toEqual([{ path: 'version', message: 'El campo versión es requerido' }]);
  });
});
