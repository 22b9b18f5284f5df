import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SaldoFila } from '#shared/contract/schemas/declaracion.ts';
import { saldosXlsx } from './saldos-xlsx.ts';

const fila = (o: Partial<SaldoFila>): SaldoFila => ({
  declaracionId: '2026-10-v-20-840',
  cliente: { id: 20, nombre: 'Partner S.A.' },
  periodo: { mes: 10, anio: 2026 },
  numero: 'A-0001-00001234',
  fecha: '2026-11-03',
  vto: '2026-12-03',
  metodoPago: null,
  moneda: { id: 840, simbolo: 'US$' },
  importe: 1234.5,
  saldo: 734.5,
  estado: 'Pendiente',
  ...o,
});

describe('the balances export', () => {
  it('follows the sheet conventions: typed cells, formats, frozen and filtered header, a totals row per currency', async () => {
    const filas = [
      fila({}),
      fila({ numero: 'B-2', moneda: { id: 32, simbolo: '$' }, importe: 500_000, saldo: 0, estado: 'Pagada' }),
    ];
    const libro = new ExcelJS.Workbook();
    const xlsx = await saldosXlsx(filas, [
      { moneda: { id: 840 }, monto: 2000 },
      { moneda: { id: 32 }, monto: 0 },
    ]);
    await libro.xlsx.load(new Uint8Array(xlsx).buffer);
    const hoja = libro.getWorksheet('Saldos')!;
    const titulos = (hoja.getRow(1).values as unknown[]).slice(1);
    const celda = (fila: number, titulo: string) => hoja.getRow(fila).getCell(titulos.indexOf(titulo) + 1);

    expect(celda(2, 'Fecha').value).toEqual(new Date(Date.UTC(2026, 10, 3)));
    expect(celda(2, 'Fecha').numFmt).toBe('dd/mm/yyyy');
    expect(celda(2, 'Vencimiento').value).toEqual(new Date(Date.UTC(2026, 11, 3)));
    expect(celda(2, 'Período').value).toEqual(new Date(Date.UTC(2026, 9, 1)));
    expect(celda(2, 'Período').numFmt).toBe('mm/yyyy');
    expect([celda(2, 'Importe').value, celda(2, 'Importe').numFmt]).toEqual([1234.5, '#,##0.00']);
    expect([celda(2, 'Moneda').value, celda(3, 'Moneda').value]).toEqual(['USD', 'ARS']);

    // What is owed comes from the counters, per currency: one totals row each, values only.
    expect([celda(4, 'Cliente').value, celda(4, 'Importe').value, celda(4, 'Saldo').value]).toEqual([
      'Total adeudado (USD)',
      null,
      2000,
    ]);
    expect(celda(4, 'Saldo').numFmt).toBe('#,##0.00');
    expect([celda(5, 'Cliente').value, celda(5, 'Saldo').value]).toEqual(['Total adeudado (ARS)', 0]);
    hoja.eachRow((r) => r.eachCell((c) => expect(c.type).not.toBe(ExcelJS.ValueType.Formula)));
    expect(hoja.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(hoja.autoFilter).toBe(`A1:${hoja.getColumn(titulos.length).letter}3`);
  });
});
