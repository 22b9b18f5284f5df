import { esFechaReal } from '#shared/validators/fecha.ts';

/**
 * A calendar day as people type it (dd-mm-yyyy, spec 3 §5.5) and as the API wants it
 * (ISO yyyy-mm-dd). Dates are calendar days: no time zone is involved.
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** Today in the browser's calendar, yyyy-mm-dd. */
export const hoyIso = (now = new Date()): string => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** '3112' -> '31-12', '31122024' -> '31-12-2024': digits only, dashes put where they go. */
export const mascaraFecha = (raw: string): string => {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('-');
};

/** '31-12-2024' -> '2024-12-31'; undefined when incomplete or not a real day (31-02-2024). */
export const ddmmyyyyAIso = (text: string): string | undefined => {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const [, dd, mm, yyyy] = m as unknown as [string, string, string, string];
  const iso = `${yyyy}-${mm}-${dd}`;
  return esFechaReal(iso) ? iso : undefined;
};

export { isoADdmmyyyy } from '#shared/text/fecha.ts';

/** ISO dates compare as strings. */
export const esPosteriorAHoy = (iso: string, hoy = hoyIso()): boolean => iso > hoy;

/** An ISO timestamp -> '14:05' (24-hour, the portal's convention) in the browser's time zone. */
export const hora = (iso: string): string => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** An ISO timestamp -> '31-12-2024 14:05' in the browser's time zone. */
export const fechaHora = (iso: string): string => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} ${hora(iso)}`;
};
