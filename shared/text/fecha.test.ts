import { describe, expect, it } from 'vitest';
import { diaNegocio } from '../declaraciones/periodo.ts';
import { fecha, fechaHora, hora, leerFecha, mes, SIN_FECHA } from './fecha.ts';

describe('the portal’s dates and times', () => {
  it('writes a calendar day dd/mm/aaaa in es-AR and in pt-BR, as each locale writes it', () => {
    expect(fecha('2026-11-28')).toBe('28/11/2026');
    expect(fecha('2026-01-05', 'es-AR')).toBe('05/01/2026');
    expect(fecha('2026-01-05', 'pt-BR')).toBe('05/01/2026');
    const cldr = (locale: string) =>
      new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
        new Date('2026-01-05T00:00:00Z'),
      );
    expect([cldr('es-AR'), cldr('pt-BR')]).toEqual([fecha('2026-01-05', 'es-AR'), fecha('2026-01-05', 'pt-BR')]);
  });

  it('reads an instant on the business clock (UTC−3), 24-hour, in both locales', () => {
    expect(fechaHora('2026-11-28T23:18:00.000Z')).toBe('28/11/2026 20:18');
    expect(fechaHora('2026-11-28T23:18:00.000Z', 'pt-BR')).toBe('28/11/2026 20:18');
    expect(hora('2026-11-28T16:05:00Z')).toBe('13:05');
    expect(fechaHora(new Date('2026-11-28T16:05:00Z'))).toBe('28/11/2026 13:05');
    expect(fechaHora('2026-11-28T16:05:00-03:00')).toBe('28/11/2026 16:05');
  });

  it('puts an instant near midnight on the business day it falls on, midnight as 00:00 (never 12 a. m. nor 24:00)', () => {
    expect(fechaHora('2026-11-28T03:00:00Z')).toBe('28/11/2026 00:00');
    expect(fechaHora('2026-11-28T02:59:00Z')).toBe('27/11/2026 23:59');
    expect(fecha('2026-11-28T02:59:00Z')).toBe('27/11/2026');
    expect(fecha('2026-11-01T01:00:00Z')).toBe('31/10/2026');
    expect(hora('2026-11-28T03:00:00Z', 'es-AR')).toBe('00:00');
    expect(hora('2026-11-28T15:00:00Z', 'es-AR')).toBe('12:00');
    for (const instante of ['2026-11-28T02:59:00Z', '2026-11-28T03:00:00Z', '2026-12-31T23:30:00Z'])
      expect(fecha(instante)).toBe(fecha(diaNegocio(instante)));
  });

  it('prints a calendar day without a time, and nothing as a dash', () => {
    expect(fechaHora('2026-11-28')).toBe('28/11/2026');
    for (const nada of [null, undefined, '']) {
      expect(fecha(nada)).toBe(SIN_FECHA);
      expect(fechaHora(nada)).toBe(SIN_FECHA);
      expect(hora(nada)).toBe(SIN_FECHA);
    }
  });

  it('returns what is not a date as it came, never a shifted or invented day', () => {
    expect(fecha('2026-02-30')).toBe('2026-02-30');
    expect(fecha('2026-13-01')).toBe('2026-13-01');
    expect(fecha('mañana')).toBe('mañana');
    expect(fechaHora('2026-11-28Tbasura')).toBe('2026-11-28Tbasura');
    expect(fecha(new Date(Number.NaN))).toBe('Invalid Date');
  });

  it('names a business month in the locale', () => {
    expect(mes('2026-10')).toBe('octubre 2026');
    expect(mes({ anio: 2026, mes: 1 }, 'pt-BR')).toBe('janeiro 2026');
    expect(mes('2026-13')).toBe('2026-13');
  });

  it('reads a typed day with slashes, or with the dashes of spec 3 §5.5, only when it exists', () => {
    expect(leerFecha('31/12/2024')).toBe('2024-12-31');
    expect(leerFecha('31-12-2024')).toBe('2024-12-31');
    expect(leerFecha(' 29/02/2024 ')).toBe('2024-02-29');
    expect(leerFecha('29/02/2023')).toBeUndefined();
    expect(leerFecha('31/12/24')).toBeUndefined();
    expect(leerFecha('2024-12-31')).toBeUndefined();
  });
});
