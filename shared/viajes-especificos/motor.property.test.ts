import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAISES } from '#shared/catalogos/data.ts';
import { condicionesFiscales } from './impuestos.ts';
import { AYER, HOY, contexto, solicitud } from './fixtures.ts';
import { cotizar, type ContextoCotizacion } from './motor.ts';

const paises = PAISES.map((p) => p.id);

/** Valid requests (every seeded insurer accepts transferencia, crédito and 1 or 3 instalments). */
const arbCaso = fc
  .record({
    pais: fc.constantFrom(32, 76, 484, 152),
    editable: fc.constantFrom('recargoAdmin' as const, 'comisionProductor' as const),
    ValorFactura: fc.integer({ min: 1, max: 300_000_000 }).map((c) => c / 100),
    DemasGastos: fc.integer({ min: 0, max: 2_000_000 }).map((c) => c / 100),
    GastoEnvio: fc.integer({ min: 0, max: 2_000_000 }).map((c) => c / 100),
    BeneficioImaginario: fc.integer({ min: 0, max: 10 }),
    MonedaId: fc.constantFrom(840, 32, 986, 484, 978),
    EsMercaderiaUsada: fc.boolean(),
    MercaderiaId: fc.integer({ min: 1, max: 16 }),
    OperacionId: fc.constantFrom(201 as const, 202 as const, 203 as const),
    TransporteId: fc.integer({ min: 0, max: 4 }),
    OrigenId: fc.constantFrom(...paises),
    DestinoId: fc.constantFrom(...paises),
    FechaSalida: fc.constantFrom(AYER, HOY),
    Km: fc.constantFrom(null, 60 as const, 100 as const, 400 as const, 401 as const),
    ContinuacionViaje: fc.boolean(),
    pago: fc.constantFrom({ FormaDePagoId: 0, Cuotas: 1 }, { FormaDePagoId: 2, Cuotas: 1 }, { FormaDePagoId: 2, Cuotas: 3 }),
    condicion: fc.nat(),
    // within every seeded insurer's range: recargo 2–10, comisión 10–20
    comercial: fc.option(fc.integer({ min: 10, max: 20 }), { nil: null }),
  })
  .map(({ pais, editable, pago, condicion, comercial, ...r }) => {
    const conds = condicionesFiscales(pais);
    const ctx: ContextoCotizacion = contexto({ paisPolizaId: pais, comercialEditable: editable });
    const req = solicitud({
      ...r,
      ...pago,
      CondicionFiscal: conds[condicion % conds.length]!.clave,
      [editable]: comercial === null ? null : editable === 'recargoAdmin' ? comercial / 2 : comercial,
    });
    return { ctx, req };
  });

describe('cotizar properties', () => {
  it('premio >= prima >= 0, valorCuota × cuotas ≈ premio, sorted by premio', () => {
    fc.assert(
      fc.property(arbCaso, ({ ctx, req }) => {
        const ofertas = cotizar(req, ctx);
        for (const [i, o] of ofertas.entries()) {
          expect(o.prima).toBeGreaterThanOrEqual(0);
          expect(o.premio).toBeGreaterThanOrEqual(o.prima);
          expect(Math.abs(o.valorCuota * o.cuotas - o.premio)).toBeLessThanOrEqual(0.005 * o.cuotas + 1e-6);
          expect(o.calculoPrima.total).toBe(o.prima);
          expect(o.calculoPremio.total).toBe(o.premio);
          if (i > 0) expect(o.premio).toBeGreaterThanOrEqual(ofertas[i - 1]!.premio);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('prima and premio are non-decreasing in the sum insured, other inputs equal', () => {
    fc.assert(
      fc.property(arbCaso, fc.integer({ min: 0, max: 100_000_000 }), ({ ctx, req }, extraCentavos) => {
        const mayor = { ...req, ValorFactura: req.ValorFactura + extraCentavos / 100 };
        const a = new Map(cotizar(req, ctx).map((o) => [o.cobertura.id, o]));
        for (const o of cotizar(mayor, ctx)) {
          const menor = a.get(o.cobertura.id)!;
          expect(o.sumaAsegurada).toBeGreaterThanOrEqual(menor.sumaAsegurada);
          expect(o.prima).toBeGreaterThanOrEqual(menor.prima);
          expect(o.premio).toBeGreaterThanOrEqual(menor.premio);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('a small step in the sum insured never lowers the premium (rounding boundaries)', () => {
    fc.assert(
      fc.property(arbCaso, fc.integer({ min: 1, max: 3 }), ({ ctx, req }, paso) => {
        const a = new Map(cotizar(req, ctx).map((o) => [o.cobertura.id, o]));
        for (const o of cotizar({ ...req, ValorFactura: req.ValorFactura + paso / 100 }, ctx))
          expect(o.premio).toBeGreaterThanOrEqual(a.get(o.cobertura.id)!.premio);
      }),
      { numRuns: 300 },
    );
  });
});
