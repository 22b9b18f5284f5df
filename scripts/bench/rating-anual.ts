import { pathToFileURL } from 'node:url';
import { COBERTURAS_ANUALES } from '#shared/rating-anual/data.ts';
import { contextoAnual, solicitudAnual } from '#shared/rating-anual/fixtures.ts';
import { cotizarAnual } from '#shared/rating-anual/motor.ts';
import { ritmoPorCpu } from './ritmo.ts';

/**
 * Throughput of the annual rating engine on one core (issue 14: >= 20.000 quotes per second with six
 * coverages): `cotizarAnual` for a mid-size client — U$S 25.000.000 a year in three goods (one used),
 * two transports and two operations, claims in three of the five years, credit in 6 instalments with a
 * commercial discount — against the six seeded coverages with the peso one moved to dollars, so each
 * call prices six offers with their traces, validations and coefficients.
 */
export const COTIZACIONES_ANUALES_TARGET = 20_000;

export const benchRatingAnual = (duracionMs = 2_000) => {
  const ctx = contextoAnual({
    coberturas: COBERTURAS_ANUALES.map((c) =>
      c.idMoneda === 840 ? c : { ...COBERTURAS_ANUALES[0]!, id: c.id, nombre: c.nombre, idAseguradora: c.idAseguradora },
    ),
  });
  const r = solicitudAnual({
    mae: { monto: 25_000_000, idMoneda: 840 },
    idFormaDePago: 2,
    cuotas: 6,
    comisionProductor: 18,
    dctoComercial: 3,
    siniestralidadPorAnio: [
      { anio: 0, monto: 120_000, cantidad: 2 },
      { anio: 2, monto: 40_000, cantidad: 1 },
      { anio: 4, monto: 75_000, cantidad: 1 },
    ],
    mercaderias: [
      { id: 3, porcentaje: 50 },
      { id: 4, porcentaje: 30, esUsada: true },
      { id: 12, porcentaje: 20 },
    ],
    operaciones: [
      { id: 201, porcentaje: 70 },
      { id: 203, porcentaje: 30 },
    ],
    transportes: [
      { id: 0, porcentaje: 60, responsabilidadMaxima: 400_000 },
      { id: 1, porcentaje: 40, responsabilidadMaxima: 1_500_000 },
    ],
  });
  if (cotizarAnual(r, ctx).length !== 6) throw new Error('La solicitud del benchmark debería dar seis ofertas');
  const x = ritmoPorCpu(() => cotizarAnual(r, ctx).length, 5_000, 200, duracionMs);
  return { cotizacionesPorSegundo: x.porSegundoCpu, microsPorCotizacion: x.microsPorLlamada };
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { cotizacionesPorSegundo, microsPorCotizacion } = benchRatingAnual();
  console.log(
    `Motor de rating anual: ${Math.round(cotizacionesPorSegundo).toLocaleString('es-AR')} cotizaciones por segundo de CPU (6 coberturas), ${microsPorCotizacion.toFixed(1)} µs cada una (objetivo >= ${COTIZACIONES_ANUALES_TARGET.toLocaleString('es-AR')}/s)`,
  );
}
