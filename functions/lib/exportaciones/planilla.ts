import type { Row, Workbook, Worksheet } from 'exceljs';
import { redondear as r2 } from '#shared/viajes-especificos/redondeo.ts';

/**
 * The conventions every exported sheet follows (issue 29 item 3), so a spreadsheet or an insurer's
 * system reads it without retyping: one header row (bold, frozen, filtered), typed cells (a date is a
 * date, an amount a number) with their formats, and a totals row of values (never formulas: a loader
 * reads values, and a formula over a filtered range would not add what the file declares).
 */

/** What a cell holds: it decides the value's type and its number format. */
export type TipoCelda = 'texto' | 'fecha' | 'monto' | 'porcentaje' | 'mes';

export const FORMATOS: Record<Exclude<TipoCelda, 'texto'>, string> = {
  fecha: 'dd/mm/yyyy',
  monto: '#,##0.00',
  // Rates run to four decimals of a percent (0.1234 %): the optional digits show them without padding 0.15 %.
  porcentaje: '0.00##%',
  mes: 'mm/yyyy',
};

export type Valor = string | number | Date | null;

export interface Columna<F> {
  titulo: string;
  tipo: TipoCelda;
  ancho: number;
  valor: (fila: F) => Valor;
  /** Summed into the totals row. */
  total?: boolean;
}

/** A day ('YYYY-MM-DD', or the day part of a longer ISO string) as the date cell of that day. */
export const dia = (iso: string | null | undefined): Date | null => {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
};

/** The first day of a month, the cell a month is written as (shown mm/yyyy). */
export const mes = (anio: number, numero: number): Date => new Date(Date.UTC(anio, numero - 1, 1));

/**
 * A rate kept in percent (0.15 = 0,15 %) as the fraction a percentage cell holds (0.0015), rounded
 * so that binary noise (0.07 / 100 = 0.0007000000000000001) does not reach the file.
 */
export const fraccion = (porcentaje: number | null): number | null =>
  porcentaje === null ? null : Number((porcentaje / 100).toFixed(10));

/**
 * A sheet whose first row holds the columns' titles, frozen so it stays in view. The views go with
 * the sheet's creation: the streaming writer writes them before the first row.
 */
export const nuevaHoja = <F>(libro: Workbook, nombre: string, columnas: Columna<F>[]): Worksheet => {
  const hoja = libro.addWorksheet(nombre, { views: [{ state: 'frozen', ySplit: 1 }] });
  hoja.columns = columnas.map((c) => ({ width: c.ancho }));
  const titulos = hoja.addRow(columnas.map((c) => c.titulo));
  titulos.font = { bold: true };
  titulos.commit();
  return hoja;
};

const formatear = <F>(fila: Row, columnas: Columna<F>[]) =>
  columnas.forEach((c, i) => {
    if (c.tipo !== 'texto') fila.getCell(i + 1).numFmt = FORMATOS[c.tipo];
  });

/** Writes the rows of one sheet and keeps its column totals; `cerrar` filters the rows and writes the totals. */
export class Escritor<F> {
  private readonly sumas: number[];
  filas = 0;

  constructor(
    readonly hoja: Worksheet,
    private readonly columnas: Columna<F>[],
  ) {
    this.sumas = columnas.map(() => 0);
  }

  agregar(f: F): void {
    const valores = this.columnas.map((c) => c.valor(f));
    const fila = this.hoja.addRow(valores);
    formatear(fila, this.columnas);
    valores.forEach((v, i) => {
      if (this.columnas[i]!.total && typeof v === 'number') this.sumas[i]! += v;
    });
    fila.commit();
    this.filas++;
  }

  /** The total of a column, rounded to cents as the amounts are. */
  total(titulo: string): number | undefined {
    const i = this.columnas.findIndex((c) => c.titulo === titulo && c.total);
    return i < 0 ? undefined : r2(this.sumas[i]!);
  }

  /**
   * The filter over the header and the rows, then one totals row per entry of `totales` (its label in
   * the first column): the filter stops above them, so sorting or filtering never moves a total.
   */
  cerrar(totales: { etiqueta: string; valores?: Record<string, number> }[]): void {
    this.hoja.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1 + this.filas, column: this.columnas.length } };
    for (const t of totales) {
      const fila = this.hoja.addRow(
        this.columnas.map((c, i) =>
          i === 0 ? t.etiqueta : !c.total ? null : t.valores ? (t.valores[c.titulo] ?? null) : this.total(c.titulo)!,
        ),
      );
      fila.font = { bold: true };
      formatear(fila, this.columnas);
      fila.commit();
    }
  }
}
