import * as z from 'zod/mini';
import '../zod-locale.ts';

/**
 * Límites de los montos y porcentajes que recibe el contrato. Sin techo, un `ValorFactura` de 1e308
 * desborda la suma asegurada a Infinity y la respuesta pierde el número. Con montos hasta 10^12
 * (un billón, en la moneda de la operación) la suma asegurada más alta (tres montos con un beneficio
 * imaginario de 100 %) queda en 6·10^12, y sus centavos en 6·10^14, lejos de 2^53 (~9·10^15): el
 * motor redondea a 2 decimales sin perder precisión. Los porcentajes van de 0 a 100. Los montos de
 * siniestros (reclamado, reserva, indemnizaciones) tienen su propio techo de 10^9.
 */
export const MONTO_MAXIMO = 1_000_000_000_000;
export const PORCENTAJE_MAXIMO = 100;

export const MENSAJE_MONTO_MAXIMO = 'Debe ser menor o igual a 1.000.000.000.000';
export const MENSAJE_PORCENTAJE = 'Debe estar entre 0 y 100';

/** A non-negative amount up to MONTO_MAXIMO. */
export const montoSchema = (params?: { error?: string }) =>
  z.number(params).check(z.minimum(0, 'Debe ser mayor o igual a 0'), z.maximum(MONTO_MAXIMO, MENSAJE_MONTO_MAXIMO));

/** A percentage, 0 to 100. */
export const porcentajeSchema = (params?: { error?: string }) =>
  z.number(params).check(z.minimum(0, MENSAJE_PORCENTAJE), z.maximum(PORCENTAJE_MAXIMO, MENSAJE_PORCENTAJE));
