import { describe, expect, it } from 'vitest';
import type { CotizacionAnualRequest } from '../contract/schemas/rating-anual.ts';
import { COBERTURAS_ANUALES } from './data.ts';
import { contextoAnual, solicitudAnual } from './fixtures.ts';
import { cotizarCoberturaAnual } from './motor.ts';

/**
 * The annual premium's taxes come from the policy country's rules (shared with the specific trip,
 * viajes-especificos/impuestos.ts), not from the coverage: Premio Neto of case 1 is 8.005,44.
 */
const impuestos = (paisPolizaId: number, r: CotizacionAnualRequest) => {
  const o = cotizarCoberturaAnual(COBERTURAS_ANUALES[0]!, r, contextoAnual({ paisPolizaId }));
  const { 'Premio Neto': neto, Premio: premio, ...resto } = o.calculoPremio.resultados;
  expect(neto).toBe(8005.44);
  expect(o.premio.monto).toBe(premio);
  const { 'Recargo administrativo': _a, 'Derecho de emisión': _d, 'Recargo financiero': _f, ...taxes } = resto;
  return { taxes, premio, lineas: o.calculoPremio.reglas.filter((l) => l.grupo === 'Premio').map((l) => l.concepto) };
};

describe('annual rating taxes by country', () => {
  it('Argentina: IVA 21 % and Ingresos Brutos 3 %; an exempt taxpayer pays no IVA', () => {
    expect(impuestos(32, solicitudAnual({ condicionFiscal: 1 }))).toMatchObject({
      taxes: { IVA: 1681.14, 'Ingresos Brutos': 240.16 },
      premio: 9926.74,
    });
    expect(impuestos(32, solicitudAnual({ condicionFiscal: 3 })).taxes).toEqual({ 'Ingresos Brutos': 240.16 });
  });

  it('Brazil: IOF 7,38 % only (no IVA, no Ingresos Brutos), on the share of the movement that is not import or export', () => {
    const nacional = impuestos(76, solicitudAnual({ condicionFiscal: 11 }));
    expect(nacional.taxes).toEqual({ IOF: 590.8 });
    expect(nacional.premio).toBe(8596.24);
    // 60 % import, 40 % national transit: IOF on 40 % of the Premio Neto (3.202,18) = 236,32.
    const mixto = impuestos(
      76,
      solicitudAnual({
        condicionFiscal: 12,
        operaciones: [
          { id: 201, porcentaje: 60 },
          { id: 203, porcentaje: 40 },
        ],
      }),
    );
    expect(mixto.taxes).toEqual({ IOF: 236.32 });
    expect(mixto.lineas).toEqual(['IOF 7,38 %']);
    const exterior = impuestos(
      76,
      solicitudAnual({
        condicionFiscal: 13,
        operaciones: [
          { id: 201, porcentaje: 50 },
          { id: 202, porcentaje: 50 },
        ],
      }),
    );
    expect(exterior).toMatchObject({ taxes: {}, premio: 8005.44 });
  });

  it('Mexico: IVA 16 %', () => {
    expect(impuestos(484, solicitudAnual({ condicionFiscal: 2 }))).toMatchObject({ taxes: { IVA: 1280.87 }, premio: 9286.31 });
  });

  it('a country without modelled taxes (Chile) adds none', () => {
    expect(impuestos(152, solicitudAnual({ condicionFiscal: 2 }))).toMatchObject({ taxes: {}, premio: 8005.44 });
  });
});
