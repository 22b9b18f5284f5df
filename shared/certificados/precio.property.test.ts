import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redondear } from '#shared/viajes-especificos/redondeo.ts';
import { HOY, entradaCarga, entradaContenedores } from './fixtures.ts';
import { cotizarCarga, type EntradaCarga } from './precio-carga.ts';
import { cotizarContenedores, type EntradaContenedores } from './precio-contenedores.ts';
import { SolicitudInvalidaError } from './tipos.ts';

/** Amounts in cents (exact 2-decimal inputs, as the API receives them), rates in hundredths of a percent. */
const monto = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
const tasa = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);

const arbCondicion = fc
  .record({
    asignacion: fc.constantFrom('SumaAsegurada' as const, 'Prima' as const),
    a: tasa(30),
    b: tasa(30),
    tasaVenta: fc.record({ valor: tasa(2), primaMinima: monto(500), primaCargosExtra: monto(100) }),
    premioMinimo: monto(1_000),
    premioSugerido: monto(1_000),
    sugerido: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ a, b, sugerido, ...c }) => {
    const [markupMinimo, markupMaximo] = a <= b ? [a, b] : [b, a];
    return { ...c, markupMinimo, markupMaximo, markup: redondear(markupMinimo + (markupMaximo - markupMinimo) * sugerido) };
  });

const arbTerminos = fc.option(
  fc.record({
    tasa: tasa(5),
    primaMinima: monto(1_000),
    tasaIntermediario: fc.option(tasa(2), { nil: null }),
    primaMinimaIntermediario: fc.option(monto(200), { nil: null }),
  }),
  { nil: null },
);

const arbCarga = fc
  .record({
    terminos: arbTerminos,
    condicion: fc.option(arbCondicion, { nil: null }),
    valor: fc.integer({ min: 1, max: 100_000_000 }).map((c) => c / 100),
    demasGastos: monto(20_000),
    flete: monto(20_000),
    beneficioImaginario: fc.integer({ min: 0, max: 20 }),
    esMercaderiaUsada: fc.boolean(),
    transporteIds: fc.uniqueArray(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 5 }),
    mercaderiaId: fc.integer({ min: 1, max: 16 }),
    fechaSalida: fc.constantFrom('2024-12-31', '2025-03-01', HOY, '2025-12-31', '2026-01-01'),
    usarSugerido: fc.boolean(),
    posicion: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((x): EntradaCarga => {
    const base = entradaCarga();
    const c = x.condicion;
    const markup = !c || x.usarSugerido ? null : redondear(c.markupMinimo + (c.markupMaximo - c.markupMinimo) * x.posicion);
    return {
      ...base,
      terminos: x.terminos,
      condicion: c,
      // a rounded point of the range may fall just outside it: keep it inside
      markup: markup === null ? null : Math.min(Math.max(markup, c!.markupMinimo), c!.markupMaximo),
      embarque: {
        ...base.embarque,
        componentes: {
          valor: x.valor,
          demasGastos: x.demasGastos,
          flete: x.flete,
          beneficioImaginario: x.beneficioImaginario,
          esMercaderiaUsada: x.esMercaderiaUsada,
        },
        transporteIds: x.transporteIds,
        mercaderiaId: x.mercaderiaId,
        fechaSalida: x.fechaSalida,
      },
    };
  });

/** Every number of a result is finite and non-negative: the paths of those that are not. */
const numerosInvalidos = (x: unknown, ruta = ''): string[] => {
  if (typeof x === 'number') return Number.isFinite(x) && x >= 0 ? [] : [`${ruta} = ${x}`];
  if (x && typeof x === 'object') return Object.entries(x).flatMap(([k, v]) => numerosInvalidos(v, `${ruta}.${k}`));
  return [];
};

const conSA = (e: EntradaCarga, extraCentavos: number): EntradaCarga => ({
  ...e,
  embarque: {
    ...e.embarque,
    componentes: { ...e.embarque.componentes, valor: e.embarque.componentes.valor + extraCentavos / 100 },
  },
});

describe('cotizarCarga properties', () => {
  it('the premium is never below the minimum nor below SA × tasa; the price never below premium + markup', () => {
    fc.assert(
      fc.property(arbCarga, (e) => {
        const r = cotizarCarga(e);
        const minima = e.terminos?.primaMinima ?? e.poliza.primaMinima;
        const t = e.terminos?.tasa ?? e.poliza.tasa;
        expect(r.prima).toBeGreaterThanOrEqual(minima);
        expect(r.prima).toBe(Math.max(redondear((r.sumaAsegurada * t) / 100), minima));
        expect(r.precioFinal).toBeGreaterThanOrEqual(redondear(r.prima + r.markup.monto));
        if (e.condicion) expect(r.precioFinal).toBeGreaterThanOrEqual(e.condicion.premioMinimo);
        if (r.intermediario) expect(r.intermediario.monto).toBeLessThanOrEqual(r.prima);
        expect(r.calculo.total).toBe(r.precioFinal);
        expect(numerosInvalidos(r)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('the markup applied is always within its bounds (the suggested one when none is chosen)', () => {
    fc.assert(
      fc.property(arbCarga, (e) => {
        const r = cotizarCarga(e);
        expect(r.markup.porcentaje).toBeGreaterThanOrEqual(r.markup.minimo);
        expect(r.markup.porcentaje).toBeLessThanOrEqual(r.markup.maximo);
        expect(r.markup.porcentaje).toBe(e.markup ?? e.condicion?.markup ?? 0);
      }),
      { numRuns: 300 },
    );
  });

  it('a markup outside the bounds is always refused, naming the bounds', () => {
    fc.assert(
      fc.property(arbCarga, fc.boolean(), fc.integer({ min: 1, max: 10_000 }), (e, debajo, centesimos) => {
        const c = e.condicion ?? entradaCarga().condicion!;
        const fuera = debajo ? c.markupMinimo - centesimos / 100 : c.markupMaximo + centesimos / 100;
        try {
          cotizarCarga({ ...e, condicion: c, markup: fuera });
          expect.unreachable('un markup fuera de rango debe rechazarse');
        } catch (err) {
          expect(err).toBeInstanceOf(SolicitudInvalidaError);
          expect((err as SolicitudInvalidaError).errores.markup).toMatch(/^El markup debe estar entre .+ % y .+ %$/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the final price is non-decreasing in the sum insured, other inputs equal', () => {
    fc.assert(
      fc.property(arbCarga, fc.integer({ min: 0, max: 50_000_000 }), (e, extra) => {
        const a = cotizarCarga(e);
        const b = cotizarCarga(conSA(e, extra));
        expect(b.sumaAsegurada).toBeGreaterThanOrEqual(a.sumaAsegurada);
        expect(b.prima).toBeGreaterThanOrEqual(a.prima);
        expect(b.precioFinal).toBeGreaterThanOrEqual(a.precioFinal);
      }),
      { numRuns: 400 },
    );
  });

  it('a one-to-three-cent step never lowers the price (rounding boundaries)', () => {
    fc.assert(
      fc.property(arbCarga, fc.integer({ min: 1, max: 3 }), (e, paso) => {
        expect(cotizarCarga(conSA(e, paso)).precioFinal).toBeGreaterThanOrEqual(cotizarCarga(e).precioFinal);
      }),
      { numRuns: 300 },
    );
  });

  it('the server recomputes the same result: deterministic, and the same after a JSON round trip', () => {
    fc.assert(
      fc.property(arbCarga, (e) => {
        const r = cotizarCarga(e);
        expect(cotizarCarga(e)).toEqual(r);
        expect(cotizarCarga(JSON.parse(JSON.stringify(e)) as EntradaCarga)).toEqual(r);
      }),
      { numRuns: 200 },
    );
  });
});

const arbContenedores = fc
  .record({
    tasas: fc.uniqueArray(fc.record({ idTipo: fc.integer({ min: 1, max: 7 }), prima: monto(500), primaTransporte: monto(300) }), {
      minLength: 1,
      maxLength: 7,
      selector: (t) => t.idTipo,
    }),
    premioMinimo: monto(500),
    premioMaximo: fc.oneof(fc.constant(0), monto(20_000)),
    cantidades: fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 7, maxLength: 7 }),
    cuantos: fc.integer({ min: 1, max: 7 }),
  })
  .map(({ tasas, premioMinimo, premioMaximo, cantidades, cuantos }): EntradaContenedores => {
    // with one rate every type is priced; with several, only the listed ones
    const tipos = tasas.length === 1 ? [1, 2, 3, 4, 5, 6, 7] : tasas.map((t) => t.idTipo);
    return entradaContenedores({
      condicion: { tasaVenta: { contenedores: tasas }, premioMinimo, premioMaximo, premio: 0 },
      contenedores: tipos.slice(0, cuantos).map((idTipo, i) => ({ idTipo, cantidad: cantidades[i]! })),
    });
  });

describe('cotizarContenedores properties', () => {
  it("each type's rate is applied to that type: line = r2(cantidad × rate), subtotal = Σ lines", () => {
    fc.assert(
      fc.property(arbContenedores, (e) => {
        const r = cotizarContenedores(e);
        const tasas = e.condicion!.tasaVenta.contenedores;
        let suma = 0;
        for (const [i, l] of r.lineas.entries()) {
          const pedido = e.contenedores[i]!;
          const t = tasas.length === 1 ? tasas[0]! : tasas.find((x) => x.idTipo === pedido.idTipo)!;
          expect(l).toMatchObject({
            idTipo: pedido.idTipo,
            cantidad: pedido.cantidad,
            prima: t.prima,
            primaTransporte: t.primaTransporte,
          });
          expect(l.montoPrima).toBe(redondear(pedido.cantidad * t.prima));
          expect(l.montoTransporte).toBe(redondear(pedido.cantidad * t.primaTransporte));
          suma = redondear(suma + l.montoPrima + l.montoTransporte);
        }
        expect(r.subtotal).toBe(suma);
        expect(numerosInvalidos(r)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('the premium stays within [premioMinimo, premioMaximo] (0 = no bound; the maximum wins a conflict)', () => {
    fc.assert(
      fc.property(arbContenedores, (e) => {
        const r = cotizarContenedores(e);
        const { premioMinimo: min, premioMaximo: max } = e.condicion!;
        if (max > 0) expect(r.prima).toBeLessThanOrEqual(max);
        if (min > 0 && (max === 0 || min <= max)) expect(r.prima).toBeGreaterThanOrEqual(min);
        expect(r.precioFinal).toBe(r.prima);
        expect(cotizarContenedores(JSON.parse(JSON.stringify(e)) as EntradaContenedores)).toEqual(r);
      }),
      { numRuns: 400 },
    );
  });

  it('one more container never lowers the price', () => {
    fc.assert(
      fc.property(arbContenedores, (e) => {
        const mas = { ...e, contenedores: e.contenedores.map((c, i) => (i === 0 ? { ...c, cantidad: c.cantidad + 1 } : c)) };
        expect(cotizarContenedores(mas).prima).toBeGreaterThanOrEqual(cotizarContenedores(e).prima);
      }),
      { numRuns: 300 },
    );
  });
});
