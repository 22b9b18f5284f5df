/** An indemnity is a payment already made: its date is never after today (spec 3 §5.4 'payment rows'). */
export const FECHA_INDEMNIZACION_FUTURA = 'La fecha de indemnización no puede ser posterior a hoy';

/** ISO days compare as strings; `hoy` is the business day of whoever checks (browser or server). */
export const indemnizacionFutura = (fecha: string, hoy: string): boolean => fecha > hoy;

/** The field errors of the indemnity rows dated after `hoy`, named as the edit payload names them. */
export const erroresIndemnizacionesFuturas = (indemnizaciones: readonly { fecha: string }[], hoy: string) =>
  indemnizaciones.flatMap((i, n) =>
    indemnizacionFutura(i.fecha, hoy) ? [{ path: `indemnizaciones.${n}.fecha`, message: FECHA_INDEMNIZACION_FUTURA }] : [],
  );
