import { describe, expect, it } from 'vitest';
import { SolicitudInvalidaError } from '../validators/errores-campo.ts';
import { MENSAJE_REPETIDO, MENSAJE_SUMA_MAYOR, MENSAJE_SUMA_MENOR } from './composicion.ts';
import { COBERTURAS_ANUALES } from './data.ts';
import { contextoAnual, solicitudAnual } from './fixtures.ts';
import { coeficientesDe, cotizarAnual, cotizarCoberturaAnual, parametrosCombinados, validarSolicitudAnual } from './motor.ts';
import type { CotizacionAnualRequest } from '../contract/schemas/rating-anual.ts';

const ctx = contextoAnual();
const oferta = (coberturaId: number, r: CotizacionAnualRequest) =>
  cotizarCoberturaAnual(
    COBERTURAS_ANUALES.find((c) => c.id === coberturaId)!,
    r,
    ctx,
  );
/** [grupo, resultado] of each line, the shape a hand computation is checked in. */
const lineas = (c: { reglas: { grupo: string; resultado: number }[] }) => c.reglas.map((l) => [l.grupo, l.resultado]);

describe('annual rating engine: hand-computed cases', () => {
  it('case 1 — one goods row, below the minimum premium, cash', () => {
    // MAE 5.000.000 in the first tier; food 0,35 ‰ = 1.750; road × 1; national transit × 0,9 = 1.575;
    // RM 200.000 × 0,5 ‰ = 100 → 1.675; minimum 4.500; commission 15 % = 5.175; extra 15 − 20 + 10 = 5 % = 5.433,75.
    const o = oferta(1, solicitudAnual());
    expect(lineas(o.calculoPrima)).toEqual([
      ['MAE', 5_000_000],
      ['Mercadería', 1750],
      ['Transporte', 1750],
      ['Operación', 1575],
      ['RM', 1675],
      ['PMD', 4500],
      ['Comisión', 5175],
      ['Extra prima variable', 5433.75],
    ]);
    // Admin 5 % = 271,69 → 5.705,44; fee 2.300 → 8.005,44; VAT 21 % = 1.681,14 → 9.686,58; gross income 3 % = 240,16 → 9.926,74.
    expect(lineas(o.calculoPremio)).toEqual([
      ['Premio Neto', 5705.44],
      ['Premio Neto', 8005.44],
      ['Premio', 9686.58],
      ['Premio', 9926.74],
    ]);
    expect(o.calculoPremio.resultados).toMatchObject({ 'Premio Neto': 8005.44, IVA: 1681.14, 'Ingresos Brutos': 240.16 });
    expect(o.prima.monto).toBe(5433.75);
    expect(o.premio.monto).toBe(9926.74);
    expect(o.primaDeposito).toBe(1630.13);
    expect(o.valorCuota).toBe(9926.74);
    expect(o.calculoPrima.resultados['Prima técnica']).toBe(1675);
    expect({ viajes: o.cantidadViajes, rm: o.coeficienteRM, f: o.coeficienteFrecuenciaSiniestros }).toEqual({
      viajes: 25,
      rm: 4,
      f: 0,
    });
    expect(o.validaciones).toEqual([]);
  });

  it('case 2 — two tiers, used goods, claims, discount coverage, credit in 3 instalments, commercial discount', () => {
    const r = solicitudAnual({
      mae: { monto: 20_000_000, idMoneda: 840 },
      idFormaDePago: 2,
      cuotas: 3,
      comisionProductor: 20,
      dctoComercial: 5,
      siniestralidadPorAnio: [
        { anio: 0, monto: 100_000, cantidad: 2 },
        { anio: 3, monto: 50_000, cantidad: 1 },
      ],
      mercaderias: [
        { id: 3, porcentaje: 60, esUsada: true },
        { id: 9, porcentaje: 40 },
      ],
      operaciones: [
        { id: 201, porcentaje: 50 },
        { id: 202, porcentaje: 50 },
      ],
      transportes: [
        { id: 0, porcentaje: 70, responsabilidadMaxima: 500_000 },
        { id: 2, porcentaje: 30, responsabilidadMaxima: 1_000_000 },
      ],
    });
    const o = oferta(2, r);
    // Tiers: 10.000.000 at 100 % + 10.000.000 at 90 % = 19.000.000 computable.
    // Electronics used: 0,72 × 1,25 = 0,9 ‰ on 11.400.000 = 10.260; grains 0,24 ‰ on 7.600.000 = 1.824 → 12.084.
    // Transport 0,7 × 1 + 0,3 × 0,85 = 0,955 → 11.540,22; operation 0,5 × 1,1 + 0,5 × 1 = 1,05 → 12.117,23.
    // RM 1.000.000 × 0,5 ‰ = 500 → 12.617,23; claims 150.000 / 5 = 30.000 × 30 % = 9.000 → 21.617,23;
    // discount 35 % → 14.051,20; minimum 3.500 does not bind; commission 20 % → 16.861,44; extra 10 % → 18.547,58; − 5 % → 17.620,20.
    expect(lineas(o.calculoPrima)).toEqual([
      ['MAE', 10_000_000],
      ['MAE', 19_000_000],
      ['Mercadería', 10260],
      ['Mercadería', 12084],
      ['Transporte', 11540.22],
      ['Operación', 12117.23],
      ['RM', 12617.23],
      ['Siniestralidad', 21617.23],
      ['Oferta', 14051.2],
      ['PMD', 14051.2],
      ['Comisión', 16861.44],
      ['Extra prima variable', 18547.58],
      ['Descuento comercial', 17620.2],
    ]);
    expect(o.calculoPrima.reglas.map((l) => l.valorOperacion)).toEqual([
      0, -10, 0.9, 0.24, 0.955, 1.05, 0.5, 30, -35, 3500, 20, 10, -5,
    ]);
    // Admin 881,01 → 18.501,21; fee → 20.801,21; financial 5 % of 18.501,21 = 925,06 → 21.726,27;
    // VAT 4.562,52 → 26.288,79; gross income 651,79 → 26.940,58; 3 instalments of 8.980,19.
    expect(lineas(o.calculoPremio)).toEqual([
      ['Premio Neto', 18501.21],
      ['Premio Neto', 20801.21],
      ['Premio Neto', 21726.27],
      ['Premio', 26288.79],
      ['Premio', 26940.58],
    ]);
    expect(o.valorCuota).toBe(8980.19);
    expect(o.primaDeposito).toBe(5286.06);
    // 28 road trips (14.000.000 / 500.000) + 6 by air; 3 claims in 5 years over 34 trips a year = 17,65 per thousand.
    expect(o.cantidadViajes).toBe(34);
    expect(o.coeficienteFrecuenciaSiniestros).toBe(17.65);
    expect(o.coeficienteSeveridadSiniestros).toBe(5);
    expect(o.siniestralidad).toBe(237.77);
    expect(o.validaciones).toEqual([
      { codigo: 607, mensaje: 'La frecuencia de siniestros (17,65 por mil viajes) supera el máximo de la cobertura (15)' },
    ]);
  });

  it('case 3 — an exempt taxpayer and a risk the coverage refuses on four counts', () => {
    const r = solicitudAnual({
      mae: { monto: 4_000_000, idMoneda: 840 },
      comisionProductor: 10,
      condicionFiscal: 3,
      mercaderias: [{ id: 8, porcentaje: 100 }],
      operaciones: [{ id: 201, porcentaje: 100 }],
      transportes: [{ id: 1, porcentaje: 100, responsabilidadMaxima: 3_500_000 }],
    });
    const o = oferta(4, r);
    // IMO 1,2 × 0,7 = 0,84 ‰ on 4.000.000 = 3.360; sea × 1,15 = 3.864; import × 1,1 = 4.250,40; RM 1.750 → 6.000,40;
    // commission 10 % → 6.600,44 (extra 0: no line).
    expect(lineas(o.calculoPrima)).toEqual([
      ['MAE', 4_000_000],
      ['Mercadería', 3360],
      ['Transporte', 3864],
      ['Operación', 4250.4],
      ['RM', 6000.4],
      ['PMD', 6000.4],
      ['Comisión', 6600.44],
    ]);
    // No VAT for an exempt taxpayer: admin 330,02 → 6.930,46; fee → 9.230,46; gross income 276,91 → 9.507,37.
    expect(lineas(o.calculoPremio)).toEqual([
      ['Premio Neto', 6930.46],
      ['Premio Neto', 9230.46],
      ['Premio', 9507.37],
    ]);
    expect(o.validaciones.map((v) => v.codigo)).toEqual([603, 604, 605, 606]);
    expect(o.validaciones[3]!.mensaje).toBe(
      'La responsabilidad máxima por embarque (87,5 % del MAE) supera el máximo de la cobertura (80 %)',
    );
  });
});

describe('annual rating engine: the request', () => {
  const errores = (r: Partial<Parameters<typeof solicitudAnual>[0]>) => validarSolicitudAnual(solicitudAnual(r), ctx);

  it('says which composition does not total 100 and which row repeats a choice', () => {
    expect(
      errores({
        mercaderias: [
          { id: 1, porcentaje: 60 },
          { id: 1, porcentaje: 50 },
        ],
        operaciones: [{ id: 201, porcentaje: 90 }],
      }),
    ).toMatchObject({ mercaderias: MENSAJE_SUMA_MAYOR, 'mercaderias.1.id': MENSAJE_REPETIDO, operaciones: MENSAJE_SUMA_MENOR });
  });

  it('bounds the commission by the insurers, and instalments to credit', () => {
    expect(errores({ comisionProductor: 28 })).toEqual({ comisionProductor: 'Debe estar entre 10 y 25' });
    expect(errores({ cuotas: 3 })).toEqual({ cuotas: 'Sólo se puede pagar en cuotas con tarjeta de crédito' });
    expect(errores({ idFormaDePago: 2, cuotas: 12 })).toEqual({
      cuotas: 'Cantidad de cuotas no permitida (permitidas: 1, 3, 6)',
    });
    expect(errores({ idFormaDePago: 5 })).toEqual({ idFormaDePago: 'La forma de pago no está habilitada' });
    expect(errores({ condicionFiscal: 11 })).toEqual({
      condicionFiscal: 'La condición fiscal no corresponde al país de la póliza',
    });
    expect(errores({ transportes: [{ id: 0, porcentaje: 100, responsabilidadMaxima: 0 }] })).toEqual({
      'transportes.0.responsabilidadMaxima': 'Debe ser mayor a 0',
    });
  });

  it('refuses a wrong request before pricing, and quotes only the MAE currency', () => {
    expect(() => cotizarAnual(solicitudAnual({ comisionProductor: 40 }), ctx)).toThrow(SolicitudInvalidaError);
    const usd = cotizarAnual(solicitudAnual(), ctx);
    expect(usd.map((o) => o.cobertura.id).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(cotizarAnual(solicitudAnual({ mae: { monto: 5_000_000_000, idMoneda: 32 } }), ctx).map((o) => o.cobertura.id)).toEqual(
      [6],
    );
    expect(cotizarAnual(solicitudAnual({ mae: { monto: 5_000_000, idMoneda: 978 } }), ctx)).toEqual([]);
  });

  it('lists selectable offers first, cheapest first', () => {
    const ofertas = cotizarAnual(solicitudAnual(), ctx);
    const primeraRefusada = ofertas.findIndex((o) => o.validaciones.length > 0);
    const selectables = primeraRefusada < 0 ? ofertas : ofertas.slice(0, primeraRefusada);
    expect(selectables.length).toBeGreaterThan(0);
    expect(ofertas.slice(selectables.length).every((o) => o.validaciones.length > 0)).toBe(true);
    expect(selectables.map((o) => o.premio.monto)).toEqual([...selectables.map((o) => o.premio.monto)].sort((a, b) => a - b));
  });

  it('combines the insurers parameters into the range all of them accept', () => {
    expect(parametrosCombinados([])).toBeNull();
    expect(
      parametrosCombinados([
        {
          idAseguradora: 1,
          comisionMinima: 10,
          comisionMaxima: 30,
          comisionPredeterminada: 28,
          cuotasPermitidas: [1, 3, 6],
          idsFormasDePagoPermitidas: [0, 2],
        },
        {
          idAseguradora: 2,
          comisionMinima: 12,
          comisionMaxima: 25,
          comisionPredeterminada: 20,
          cuotasPermitidas: [1, 6, 12],
          idsFormasDePagoPermitidas: [2, 4],
        },
      ]),
    ).toEqual({
      comisionMinima: 12,
      comisionMaxima: 25,
      comisionPredeterminada: 25,
      cuotasPermitidas: [1, 6],
      idsFormasDePagoPermitidas: [2],
    });
  });

  it('estimates trips per transport from its share of the MAE and its maximum liability', () => {
    const co = coeficientesDe(
      solicitudAnual({
        transportes: [
          { id: 0, porcentaje: 50, responsabilidadMaxima: 100_000 },
          { id: 1, porcentaje: 50, responsabilidadMaxima: 300_000 },
        ],
      }),
    );
    // 2.500.000 / 100.000 = 25; 2.500.000 / 300.000 = 8,33 → 9.
    expect(co.cantidadViajes).toBe(34);
    expect(co.coeficienteRM).toBe(6);
  });
});
