import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { adjuntarFacturaSchema, adjuntarPagoSchema } from '../contract/schemas/declaracion.ts';
import { esFechaReal } from './fecha.ts';

describe('esFechaReal: a day of the calendar, yyyy-mm-dd (issue 27 item 8)', () => {
  it('takes real days, leap days included', () => {
    for (const dia of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-31', '2026-04-30'])
      expect(esFechaReal(dia), dia).toBe(true);
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const dia of [
      '2026-02-30',
      '2026-02-31',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
    ])
      expect(esFechaReal(dia), dia).toBe(false);
    for (const x of ['2026-2-3', '26-02-03', '2026-02-03T00:00:00Z', '', '2026/02/03', ' 2026-02-03'])
      expect(esFechaReal(x), x).toBe(false);
  });
});

describe('invoice and payment dates', () => {
  const factura = {
    key: 'k',
    nombreArchivo: 'f.pdf',
    numero: 'A-1',
    fecha: '2026-02-10',
    vto: '2026-03-10',
    importe: 462,
  };
  const errores = (schema: z.ZodMiniType, v: unknown) => {
    const r = z.safeParse(schema, v);
    return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  };

  it('refuses a date or a due date that does not exist', () => {
    expect(errores(adjuntarFacturaSchema, { ...factura, fecha: '2026-02-30', vto: '2026-02-31' })).toEqual([
      { path: 'fecha', message: 'Fecha inválida' },
      { path: 'vto', message: 'Fecha inválida' },
    ]);
    expect(
      errores(adjuntarPagoSchema, { key: 'k', nombreArchivo: 'p.pdf', fecha: '2026-02-30', metodo: 'Cheque', importe: 1 }),
    ).toEqual([{ path: 'fecha', message: 'Fecha inválida' }]);
  });

  it('refuses a due date before the invoice date and an amount of 0, as the form checks before uploading', () => {
    expect(errores(adjuntarFacturaSchema, { ...factura, vto: '2026-02-09' })).toEqual([
      { path: 'vto', message: 'El vencimiento no puede ser anterior a la fecha de la factura.' },
    ]);
    expect(errores(adjuntarFacturaSchema, { ...factura, importe: 0 })).toEqual([
      { path: 'importe', message: 'Debe ser mayor a 0' },
    ]);
    expect(errores(adjuntarFacturaSchema, factura)).toEqual([]);
  });
});
