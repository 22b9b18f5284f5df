import type { SaldoFila } from '#shared/contract/schemas/declaracion.ts';
import { exportKey, putDocument } from '../files/storage.ts';

const NUMERO = '#,##0.00';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The balances as a workbook (a statement: at most a few thousand rows, built in memory). */
export const saldosXlsx = async (filas: SaldoFila[], total: { moneda: { simbolo: string }; monto: number }[]) => {
  const { default: ExcelJS } = await import('exceljs');
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Saldos');
  hoja.columns = [
    { header: 'Cliente', width: 30 },
    { header: 'Período', width: 10 },
    { header: 'Factura', width: 16 },
    { header: 'Fecha', width: 12 },
    { header: 'Vencimiento', width: 12 },
    { header: 'Método de pago', width: 18 },
    { header: 'Moneda', width: 8 },
    { header: 'Importe', width: 14, style: { numFmt: NUMERO } },
    { header: 'Saldo', width: 14, style: { numFmt: NUMERO } },
    { header: 'Estado', width: 10 },
  ];
  hoja.getRow(1).font = { bold: true };
  for (const f of filas) {
    hoja.addRow([
      f.cliente.nombre,
      `${String(f.periodo.mes).padStart(2, '0')}/${f.periodo.anio}`,
      f.numero,
      f.fecha,
      f.vto,
      f.metodoPago ?? '',
      f.moneda.simbolo,
      f.importe,
      f.saldo,
      f.estado,
    ]);
  }
  hoja.addRow([]);
  for (const t of total)
    hoja.addRow(['Total adeudado', '', '', '', '', '', t.moneda.simbolo, null, t.monto, '']).font = { bold: true };
  return new Uint8Array(await libro.xlsx.writeBuffer());
};

/** Stores an export where abandoned uploads go (the bucket's lifecycle deletes it): it is read once, by link. */
export const guardarExportacion = async (tenant: string, nombre: string, contenido: Uint8Array): Promise<string> => {
  const key = exportKey(tenant, nombre);
  await putDocument(key, contenido, XLSX);
  return key;
};
