import { describe, expect, it } from 'vitest';
import { ddmmyyyyAIso, esPosteriorAHoy, hoyIso, isoADdmmyyyy, mascaraFecha } from './fecha.ts';

describe('calendar day dd-mm-yyyy <-> ISO', () => {
  it('masks what is typed', () => {
    expect(mascaraFecha('3')).toBe('3');
    expect(mascaraFecha('3112')).toBe('31-12');
    expect(mascaraFecha('31/12/2024 extra 9')).toBe('31-12-2024');
  });
  it('converts only complete, real days', () => {
    expect(ddmmyyyyAIso('31-12-2024')).toBe('2024-12-31');
    expect(ddmmyyyyAIso('29-02-2024')).toBe('2024-02-29');
    expect(ddmmyyyyAIso('29-02-2023')).toBeUndefined();
    expect(ddmmyyyyAIso('31-12-24')).toBeUndefined();
    expect(isoADdmmyyyy('2024-12-31')).toBe('31-12-2024');
  });
  it('today is local; a later day is after today', () => {
    expect(hoyIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(esPosteriorAHoy('2026-01-06', '2026-01-05')).toBe(true);
    expect(esPosteriorAHoy('2026-01-05', '2026-01-05')).toBe(false);
  });
});
