import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorDeSuma } from './composicion.ts';
import { COBERTURAS_ANUALES } from './data.ts';
import { contextoAnual, solicitudAnual } from './fixtures.ts';
import { cotizarAnual, cotizarCoberturaAnual, validarSolicitudAnual } from './motor.ts';

const ctx = contextoAnual();

/** n percents (whole, ≥ 1) that total 100. */
const reparto = (n: number) =>
  fc.array(fc.integer({ min: 1, max: 100 }), { minLength: n, maxLength: n }).map((pesos) => {
    const total = pesos.reduce((a, b) => a + b, 0);
    const pct = pesos.map((p) => Math.floor((p * 100) / total));
    pct[0]! += 100 - pct.reduce((a, b) => a + b, 0);
    return pct;
  });

const distintos = (pool: number[], n: number) => fc.shuffledSubarray(pool, { minLength: n, maxLength: n });

/** Valid requests over the whole seeded catalogue (every coverage either prices or refuses them). */
const arbSolicitud = fc
  .record({
    nM: fc.integer({ min: 1, max: 4 }),
    nT: fc.integer({ min: 1, max: 3 }),
    nO: fc.integer({ min: 1, max: 3 }),
    mae: fc.integer({ min: 0, max: 2_000_000_000 }),
    moneda: fc.constantFrom(840, 32),
    comision: fc.integer({ min: 10, max: 25 }),
    dcto: fc.integer({ min: 0, max: 10 }),
    pago: fc.constantFrom({ idFormaDePago: 0, cuotas: 1 }, { idFormaDePago: 2, cuotas: 1 }, { idFormaDePago: 2, cuotas: 3 }),
    condicion: fc.constantFrom(1, 2, 3, 4, 5),
    siniestros: fc.array(
      fc.record({ monto: fc.integer({ min: 0, max: 5_000_000 }), cantidad: fc.integer({ min: 0, max: 50 }) }),
      {
        maxLength: 5,
      },
    ),
  })
  .chain((b) =>
    fc.record({
      base: fc.constant(b),
      mercaderias: fc.tuple(
        distintos(
          [...Array(16).keys()].map((i) => i + 1),
          b.nM,
        ),
        reparto(b.nM),
        fc.array(fc.boolean(), { minLength: b.nM, maxLength: b.nM }),
      ),
      transportes: fc.tuple(
        distintos([0, 1, 2, 3, 4], b.nT),
        reparto(b.nT),
        fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: b.nT, maxLength: b.nT }),
      ),
      operaciones: fc.tuple(distintos([201, 202, 203], b.nO), reparto(b.nO)),
    }),
  )
  .map(({ base: b, mercaderias: [mIds, mPct, usadas], transportes: [tIds, tPct, rms], operaciones: [oIds, oPct] }) =>
    solicitudAnual({
      mae: { monto: b.mae, idMoneda: b.moneda },
      ...b.pago,
      comisionProductor: b.comision,
      dctoComercial: b.dcto,
      condicionFiscal: b.condicion,
      siniestralidadPorAnio: b.siniestros.map((s, anio) => ({ anio, ...s })),
      mercaderias: mIds.map((id, i) => ({ id, porcentaje: mPct[i]!, esUsada: usadas[i]! })),
      transportes: tIds.map((id, i) => ({ id, porcentaje: tPct[i]!, responsabilidadMaxima: rms[i]! })),
      operaciones: oIds.map((id, i) => ({ id, porcentaje: oPct[i]! })),
    }),
  );

describe('annual rating engine: properties', () => {
  it('the premium never decreases when the MAE grows, and is never negative', () => {
    fc.assert(
      fc.property(arbSolicitud, fc.integer({ min: 0, max: 500_000_000 }), (r, mas) => {
        const mayor = { ...r, mae: { ...r.mae, monto: r.mae.monto + mas } };
        for (const c of COBERTURAS_ANUALES) {
          const a = cotizarCoberturaAnual(c, r, ctx);
          const b = cotizarCoberturaAnual(c, mayor, ctx);
          expect(a.prima.monto).toBeGreaterThanOrEqual(0);
          expect(a.premio.monto).toBeGreaterThanOrEqual(a.prima.monto);
          expect(b.prima.monto).toBeGreaterThanOrEqual(a.prima.monto);
          expect(b.premio.monto).toBeGreaterThanOrEqual(a.premio.monto);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every trace line follows from the one before (the trace explains the price)', () => {
    fc.assert(
      fc.property(arbSolicitud, (r) => {
        for (const o of cotizarAnual(r, ctx)) {
          expect(o.calculoPrima.reglas.at(-1)!.resultado).toBe(o.prima.monto);
          expect(o.calculoPremio.reglas.at(-1)!.resultado).toBe(o.premio.monto);
          for (const l of o.calculoPrima.reglas) expect(Number.isFinite(l.resultado)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('every refused configuration yields a validation', () => {
    fc.assert(
      fc.property(arbSolicitud, (r) => {
        for (const o of cotizarAnual(r, ctx)) {
          const k = COBERTURAS_ANUALES.find((c) => c.id === o.cobertura.id)!.configuracion;
          const codigos = new Set(o.validaciones.map((v) => v.codigo));
          expect(codigos.has(600)).toBe(r.mae.monto < k.maeMinimo);
          expect(codigos.has(601)).toBe(r.mae.monto > k.maeMaximo);
          expect(codigos.has(602)).toBe(!k.permiteMercaderiaUsada && r.mercaderias.some((m) => m.esUsada));
          expect(codigos.has(603)).toBe(r.mercaderias.some((m) => k.idsMercaderiasProhibidas.includes(m.id)));
          expect(codigos.has(604)).toBe(r.transportes.some((t) => !k.idsTransportesPermitidos.includes(t.id)));
          expect(codigos.has(605)).toBe(r.operaciones.some((x) => !k.idsOperacionesPermitidas.includes(x.id)));
          expect(codigos.has(606)).toBe(o.coeficienteRM > k.coeficienteMaximoRM);
          expect(codigos.has(607)).toBe(o.coeficienteFrecuenciaSiniestros > k.coeficienteMaximoFrecuenciaSiniestros);
          expect(codigos.has(608)).toBe(o.coeficienteSeveridadSiniestros > k.coeficienteMaximoSeveridadSiniestros);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('percent compositions must total 100', () => {
    fc.assert(
      fc.property(
        arbSolicitud,
        fc.integer({ min: -50, max: 50 }).filter((d) => d !== 0),
        (r, d) => {
          const filas = r.mercaderias.map((m, i) => (i === 0 ? { ...m, porcentaje: Math.max(0, m.porcentaje + d) } : m));
          const suma = filas.reduce((t, f) => t + f.porcentaje, 0);
          fc.pre(suma !== 100);
          expect(validarSolicitudAnual({ ...r, mercaderias: filas }, ctx).mercaderias).toBe(errorDeSuma(filas));
          expect(errorDeSuma(filas)).not.toBeNull();
        },
      ),
      { numRuns: 200 },
    );
  });
});
