import { describe, expect, it } from 'vitest';
import { leerFecha } from '#shared/text/fecha.ts';
import { esPosteriorAHoy, hoyIso, mascaraFecha, mascaraHora } from './fecha.ts';

describe('typing a calendar day', () => {
  it('masks what is typed with slashes, reading dashes the same (spec 3 §5.5)', () => {
    expect(mascaraFecha('3')).toBe('3');
    expect(mascaraFecha('3112')).toBe('31/12');
    expect(mascaraFecha('31122024')).toBe('31/12/2024');
    expect(mascaraFecha('31-12-2024')).toBe('31/12/2024');
    expect(mascaraFecha('31/12/2024 extra 9')).toBe('31/12/2024');
    expect(leerFecha(mascaraFecha('29-02-2024'))).toBe('2024-02-29');
  });
  it('masks a time on the 24-hour clock', () => {
    expect(mascaraHora('8')).toBe('8');
    expect(mascaraHora('2030')).toBe('20:30');
    expect(mascaraHora('08:30 p. m.')).toBe('08:30');
  });
  it('today is the business day (UTC−3), whatever the browser’s zone; a later day is after today', () => {
    expect(hoyIso(new Date('2026-01-06T02:59:00Z'))).toBe('2026-01-05');
    expect(hoyIso(new Date('2026-01-06T03:00:00Z'))).toBe('2026-01-06');
    expect(esPosteriorAHoy('2026-01-06', '2026-01-05')).toBe(true);
    expect(esPosteriorAHoy('2026-01-05', '2026-01-05')).toBe(false);
  });
});
