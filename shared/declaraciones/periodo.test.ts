import { describe, expect, it } from 'vitest';
import {
  clavePeriodo,
  ID_DECLARACION,
  idDeclaracion,
  periodoCerrado,
  periodoDe,
  periodoDeClave,
  periodoTerminado,
  rangoDelPeriodo,
  tipoDeId,
} from './periodo.ts';

describe('business periods', () => {
  it('a month is the business month of Buenos Aires (UTC−3)', () => {
    expect(periodoDe('2026-11-01T02:30:00.000Z')).toEqual({ anio: 2026, mes: 10 });
    expect(periodoDe('2026-11-01T03:00:00.000Z')).toEqual({ anio: 2026, mes: 11 });
    expect(rangoDelPeriodo({ anio: 2026, mes: 10 })).toEqual({
      desde: '2026-10-01T03:00:00.000Z',
      hasta: '2026-11-01T03:00:00.000Z',
    });
    expect(rangoDelPeriodo({ anio: 2026, mes: 12 }).hasta).toBe('2027-01-01T03:00:00.000Z');
  });

  it('the scheduled close closes the month that ended; only an ended month may be closed', () => {
    expect(periodoCerrado('2026-11-01T03:30:00.000Z')).toEqual({ anio: 2026, mes: 10 });
    expect(periodoCerrado('2026-01-01T04:00:00.000Z')).toEqual({ anio: 2025, mes: 12 });
    expect(periodoTerminado({ anio: 2026, mes: 10 }, '2026-11-01T03:00:00.000Z')).toBe(true);
    expect(periodoTerminado({ anio: 2026, mes: 11 }, '2026-11-30T12:00:00.000Z')).toBe(false);
  });

  it('keys and ids are built from what the declaration is, and parsed back', () => {
    expect(clavePeriodo({ anio: 2026, mes: 3 })).toBe('2026-03');
    expect(periodoDeClave('2026-03')).toEqual({ anio: 2026, mes: 3 });
    expect(periodoDeClave('2026-13')).toBeNull();
    const v = idDeclaracion({ anio: 2026, mes: 10 }, { tipo: 'venta', emisorId: 10 }, 840);
    const t = idDeclaracion({ anio: 2026, mes: 10 }, { tipo: 'tecnica', aseguradoraId: 1, polizaId: 7 }, 32);
    expect([v, t]).toEqual(['2026-10-v-10-840', '2026-10-t-1-7-32']);
    expect([tipoDeId(v), tipoDeId(t)]).toEqual(['venta', 'tecnica']);
    for (const id of [v, t]) expect(ID_DECLARACION.test(id)).toBe(true);
    for (const bad of ['2026-10-x-1-840', '2026-10-v-1', '../2026-10-v-1-840', '2026-10-t-1-840'])
      expect(ID_DECLARACION.test(bad)).toBe(false);
  });
});
