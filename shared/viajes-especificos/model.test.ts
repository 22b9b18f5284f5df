import { describe, expect, it } from 'vitest';
import { MONEDAS } from '#shared/catalogos/data.ts';
import { ASEGURADORAS } from './data/aseguradoras.ts';
import { COBERTURAS } from './data/coberturas.ts';
import { PARAMETROS } from './data/parametros.ts';
import { aseguradoraSchema, coberturaSchema, parametrosAseguradoraSchema, reglaSchema, type Cobertura } from './model.ts';

describe('seed data', () => {
  it.each(COBERTURAS.map((c) => [c.id, c.nombre, c] as const))(
    'coverage %i %s is valid and unchanged by parsing',
    (_id, _n, c) => {
      expect(coberturaSchema.parse(c)).toEqual(c);
    },
  );

  it('has six coverages, two per insurer, unique ids, known insurers, currencies and parameters', () => {
    expect(COBERTURAS).toHaveLength(6);
    expect(new Set(COBERTURAS.map((c) => c.id)).size).toBe(6);
    const monedas = new Set(MONEDAS.map((m) => m.id));
    for (const a of ASEGURADORAS) {
      expect(aseguradoraSchema.parse(a)).toEqual(a);
      expect(COBERTURAS.filter((c) => c.idAseguradora === a.id)).toHaveLength(2);
    }
    for (const c of COBERTURAS) {
      expect(c.monedas.every((m) => monedas.has(m))).toBe(true);
      expect(PARAMETROS.some((p) => p.idAseguradora === c.idAseguradora)).toBe(true);
    }
    expect(ASEGURADORAS.map((a) => a.nombre)).toEqual([
      'Aseguradora del Sur S.A.',
      'Transportes Seguros Compañía de Seguros S.A.',
      'Atlántida Seguros Generales S.A.',
    ]);
  });

  it('has valid insurer parameters', () => {
    expect(PARAMETROS.map((p) => p.idAseguradora)).toEqual([1, 2, 3]);
    for (const p of PARAMETROS) expect(parametrosAseguradoraSchema.parse(p)).toEqual(p);
  });

  it('keeps sum-insured band factors >= 1 (premium monotone in the sum insured)', () => {
    for (const c of COBERTURAS)
      for (const r of c.configuracion.reglas)
        if ('campo' in r.condicion && r.condicion.campo === 'sumaAsegurada') expect(r.valor).toBeGreaterThanOrEqual(1);
  });
});

describe('schemas reject bad data', () => {
  const c0 = COBERTURAS[0]!;
  const con = (f: (c: Cobertura) => void) => {
    const c = structuredClone(c0);
    f(c);
    return coberturaSchema.safeParse(c).success;
  };
  it('coverage', () => {
    expect(con(() => {})).toBe(true);
    expect(con((c) => (c.monedas = [...c.monedas, 986]))).toBe(false); // no issue fee in BRL
    expect(con((c) => (c.configuracion.reglas = c.configuracion.reglas.filter((r) => r.tipoOperacion !== 'base')))).toBe(false);
    expect(con((c) => (c.configuracion.operacionesPermitidas = [204 as 201]))).toBe(false);
    expect(con((c) => (c.derechoEmision = { USD: 5 }))).toBe(false);
  });
  it('rule and condition', () => {
    const ok = { orden: 1, grupo: 'Mercadería', concepto: 'x', condicion: { siempre: true }, tipoOperacion: 'base', valor: 1 };
    expect(reglaSchema.safeParse(ok).success).toBe(true);
    expect(reglaSchema.safeParse({ ...ok, grupo: 'Otro' }).success).toBe(false);
    expect(reglaSchema.safeParse({ ...ok, valor: -1 }).success).toBe(false);
    expect(reglaSchema.safeParse({ ...ok, condicion: { campo: 'mercaderiaId', en: [] } }).success).toBe(false);
    expect(reglaSchema.safeParse({ ...ok, condicion: { campo: 'sumaAsegurada', desde: 5, hasta: 1 } }).success).toBe(false);
    expect(reglaSchema.safeParse({ ...ok, condicion: { campo: 'sumaAsegurada' } }).success).toBe(false);
    expect(reglaSchema.safeParse({ ...ok, condicion: { campo: 'km', desde: 100 } }).success).toBe(true);
    expect(reglaSchema.safeParse({ ...ok, condicion: { campo: 'esMercaderiaUsada', es: true } }).success).toBe(true);
    expect(reglaSchema.safeParse({ ...ok, condicion: { campo: 'sumaAsegurada', en: [1] } }).success).toBe(false);
  });
  it('parameters', () => {
    const p = PARAMETROS[0]!;
    expect(parametrosAseguradoraSchema.safeParse({ ...p, comisionPredeterminada: 40 }).success).toBe(false);
    expect(parametrosAseguradoraSchema.safeParse({ ...p, cuotasPermitidas: [3, 6] }).success).toBe(false);
    expect(parametrosAseguradoraSchema.safeParse({ ...p, recargoAdmin: { minimo: 10, maximo: 5 } }).success).toBe(false);
  });
});
