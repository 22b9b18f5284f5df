import { describe, expect, it } from 'vitest';
import { unAnioDespues, vigenciaAnual } from './vigencia.ts';

describe('the annual cover period', () => {
  it('a year after 29 February ends on the 28th', () => {
    expect(unAnioDespues('2028-02-29')).toBe('2029-02-28');
    expect(unAnioDespues('2026-11-23')).toBe('2027-11-23');
  });

  it('counts from the business day of the issue, not the UTC one', () => {
    expect(vigenciaAnual('2026-03-10T02:30:00.000Z')).toEqual({ desde: '2026-03-09', hasta: '2027-03-09' });
    expect(vigenciaAnual('2026-11-23T15:00:00Z')).toEqual({ desde: '2026-11-23', hasta: '2027-11-23' });
  });
});
