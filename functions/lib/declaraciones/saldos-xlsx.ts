import type { SaldoFila } from '#shared/contract/schemas/declaracion.ts';
import { codigoMoneda } from '#shared/viajes-especificos/nombres.ts';
import { Escritor, dia, mes, nuevaHoja, type Columna } from '../exportaciones/planilla.ts';
import { exportKey, putDocument } from '../files/storage.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const COLUMNAS: Columna<SaldoFila>[] = [
  { titulo: 'Cliente', tipo: 'texto', ancho: 30, valor: (f) => f.cliente.nombre },
  { titulo: 'Período', tipo: 'mes', ancho: 10, valor: (f) => mes(f.periodo.anio, f.periodo.mes) },
  { titulo: 'Factura', tipo: 'texto', ancho: 16, valor: (f) => f.numero },
  { titulo: 'Fecha', tipo: 'fecha', ancho: 12, valor: (f) => dia(f.fecha) },
  { titulo: 'Vencimiento', tipo: 'fecha', ancho: 12, valor: (f) => dia(f.vto) },
  { titulo: 'Método de pago', tipo: 'texto', ancho: 18, valor: (f) => f.metodoPago },
  { titulo: 'Moneda', tipo: 'texto', ancho: 8, valor: (f) => codigoMoneda(f.moneda.id) },
  { titulo: 'Importe', tipo: 'monto', ancho: 14, valor: (f) => f.importe },
  { titulo: 'Saldo', tipo: 'monto', ancho: 14, total: true, valor: (f) => f.saldo },
  { titulo: 'Estado', tipo: 'texto', ancho: 10, valor: (f) => f.estado },
];

/**
 * The balances as a workbook (a statement: at most a few thousand rows, built in memory), with the
 * sheet conventions of every export. Its totals are what the clients owe per currency, from the
 * counters (the rows may be a truncated page): one row each, in the balance column.
 */
export const saldosXlsx = async (filas: SaldoFila[], total: { moneda: { id: number }; monto: number }[]) => {
  const { default: ExcelJS } = await import('exceljs');
  const libro = new ExcelJS.Workbook();
  const escritor = new Escritor(nuevaHoja(libro, 'Saldos', COLUMNAS), COLUMNAS);
  for (const f of filas) escritor.agregar(f);
  escritor.cerrar(total.map((t) => ({ etiqueta: `Total adeudado (${codigoMoneda(t.moneda.id)})`, valores: { Saldo: t.monto } })));
  return new Uint8Array(await libro.xlsx.writeBuffer());
};

/** Stores an export where abandoned uploads go (the bucket's lifecycle deletes it): it is read once, by link. */
export const guardarExportacion = async (tenant: string, nombre: string, contenido: Uint8Array): Promise<string> => {
  const key = exportKey(tenant, nombre);
  await putDocument(key, contenido, XLSX);
  return key;
};
