import { describe, expect, it } from 'vitest';
import { erroresIndemnizacionesFuturas, FECHA_INDEMNIZACION_FUTURA, indemnizacionFutura } from './indemnizaciones.ts';

describe('indemnity dates', () => {
  it('today and earlier are fine, tomorrow is not', () => {
    expect(indemnizacionFutura('2026-11-23', '2026-11-23')).toBe(false);
    expect(indemnizacionFutura('2026-11-22', '2026-11-23')).toBe(false);
    expect(indemnizacionFutura('2026-11-24', '2026-11-23')).toBe(true);
  });

  it('names each future row by its index', () => {
    expect(
      erroresIndemnizacionesFuturas(
        [{ fecha: '2026-01-01' }, { fecha: '2027-01-01' }, { fecha: '2026-11-23' }, { fecha: '2030-05-05' }],
        '2026-11-23',
      ),
    ).toEqual([
      { path: 'indemnizaciones.1.fecha', message: FECHA_INDEMNIZACION_FUTURA },
      { path: 'indemnizaciones.3.fecha', message: FECHA_INDEMNIZACION_FUTURA },
    ]);
  });
});
