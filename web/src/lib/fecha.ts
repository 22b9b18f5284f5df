import { diaNegocio } from '#shared/declaraciones/periodo.ts';

/**
 * The typing side of a calendar day: the date inputs write dd/mm/aaaa as people type (decision 0148)
 * and the form keeps ISO yyyy-mm-dd (what the API takes). Showing a date is `#shared/text/fecha.ts`.
 */

/** Today's business day, yyyy-mm-dd: the day the server checks against, whatever the browser's zone. */
export const hoyIso = (now = new Date()): string => diaNegocio(now);

/**
 * '3112' -> '31/12', '31122024' -> '31/12/2024': digits only, slashes put where they go; a day typed
 * or pasted with dashes (31-12-2024, spec 3 §5.5) reads the same.
 */
export const mascaraFecha = (raw: string): string => {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
};

/**
 * A time typed on the 24-hour clock: '2030' -> '20:30', '8' -> '8'. A text input, not the browser's
 * time input, which shows 12-hour times (AM/PM) where the browser's language does.
 */
export const mascaraHora = (raw: string): string => {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return [digits.slice(0, 2), digits.slice(2, 4)].filter(Boolean).join(':');
};

/** ISO dates compare as strings. */
export const esPosteriorAHoy = (iso: string, hoy = hoyIso()): boolean => iso > hoy;
