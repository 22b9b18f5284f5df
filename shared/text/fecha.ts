import type { Locale } from '../tenants/tenant.ts';
import { esFechaReal } from '../validators/fecha.ts';

/**
 * The portal's one way of writing dates and times, on screens, in PDFs and in e-mails (issue 29 item 5,
 * decision 0147): a calendar day as the locale writes it (es-AR and pt-BR: dd/mm/aaaa) and a time on
 * a 24-hour clock (hh:mm), always on the business clock, whatever the reader's machine says.
 */

/**
 * The business clock: Argentina's, UTC−3 all year (no daylight saving since 2009; São Paulo keeps the
 * same offset since 2019). The business day, the month close and every printed time read it.
 */
export const OFFSET_NEGOCIO_MS = 3 * 3600_000;

/** What a screen or a paper shows where a date is missing. */
export const SIN_FECHA = '—';

type Valor = string | Date | null | undefined;

const INSTANTE = /^\d{4}-\d{2}-\d{2}T/;

const formatos = new Map<string, Intl.DateTimeFormat>();
/** Read in UTC: the date handed to it is already moved to the business clock. */
const formato = (locale: Locale, parte: 'dia' | 'hora' | 'mes'): Intl.DateTimeFormat => {
  const clave = `${locale}|${parte}`;
  let f = formatos.get(clave);
  if (!f) {
    f = new Intl.DateTimeFormat(
      locale,
      parte === 'dia'
        ? { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }
        : parte === 'mes'
          ? { month: 'long', timeZone: 'UTC' }
          : // es-AR's own default is 12-hour ('12:05 a. m.'): the portal's clock is 24-hour.
            { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' },
    );
    formatos.set(clave, f);
  }
  return f;
};

/** An instant as the business clock reads it (its UTC fields are the wall clock), or undefined. */
const enRelojNegocio = (valor: string | Date): Date | undefined => {
  const ms = valor instanceof Date ? valor.getTime() : INSTANTE.test(valor) ? Date.parse(valor) : Number.NaN;
  return Number.isNaN(ms) ? undefined : new Date(ms - OFFSET_NEGOCIO_MS);
};

/** A calendar day ('yyyy-mm-dd') as its midnight, or undefined when it is not a real day. */
const diaCalendario = (valor: string): Date | undefined => (esFechaReal(valor) ? new Date(`${valor}T00:00:00Z`) : undefined);

/**
 * A date as the portal writes it: a calendar day '2026-11-28' → '28/11/2026'; an instant → the
 * business day it falls on ('2026-11-28T02:30:00Z' → '27/11/2026'); nothing → '—'; anything else
 * (an impossible day, a text) as it came, so no data is hidden.
 */
export const fecha = (valor: Valor, locale: Locale = 'es-AR'): string => {
  if (valor === null || valor === undefined || valor === '') return SIN_FECHA;
  const d = typeof valor === 'string' && !INSTANTE.test(valor) ? diaCalendario(valor) : enRelojNegocio(valor);
  return d ? formato(locale, 'dia').format(d) : String(valor);
};

/** An instant's time on the business clock, 24-hour: '2026-11-28T23:18:00Z' → '20:18'; nothing → '—'. */
export const hora = (valor: Valor, locale: Locale = 'es-AR'): string => {
  const d = valor ? enRelojNegocio(valor) : undefined;
  return d ? formato(locale, 'hora').format(d) : valor ? String(valor) : SIN_FECHA;
};

/**
 * An instant as its day and time on the business clock: '2026-11-28T23:18:00Z' → '28/11/2026 20:18'.
 * A calendar day has no time and prints as its day.
 */
export const fechaHora = (valor: Valor, locale: Locale = 'es-AR'): string => {
  const d = valor ? enRelojNegocio(valor) : undefined;
  return d ? `${formato(locale, 'dia').format(d)} ${formato(locale, 'hora').format(d)}` : fecha(valor, locale);
};

/** A business month ('2026-10', or its year and month) by its name in the locale: 'octubre 2026', 'outubro 2026'. */
export const mes = (periodo: string | { anio: number; mes: number }, locale: Locale = 'es-AR'): string => {
  const [anio, numero] = typeof periodo === 'string' ? periodo.split('-').map(Number) : [periodo.anio, periodo.mes];
  if (!anio || !numero || numero > 12) return String(periodo);
  return `${formato(locale, 'mes').format(new Date(Date.UTC(anio, numero - 1, 1)))} ${anio}`;
};

/**
 * A day typed day first, as both locales write it: '31/12/2024' → '2024-12-31'. Dashes and dots are
 * read too ('31-12-2024', the spec's picker format, decision 0148). Undefined when incomplete or not a
 * real day ('31/02/2024').
 */
export const leerFecha = (texto: string): string | undefined => {
  const m = /^(\d{2})[/.-](\d{2})[/.-](\d{4})$/.exec(texto.trim());
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return esFechaReal(iso) ? iso : undefined;
};
