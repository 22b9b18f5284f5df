import { PassThrough } from 'node:stream';
import type { Workbook } from 'exceljs';
import type { VisibilidadPrecio } from '#shared/certificados/carga.ts';
import { contar } from '#shared/text/contar.ts';
import { redondear as r2 } from '#shared/viajes-especificos/redondeo.ts';
import { LineaDeclaracion, type DeclaracionItem } from '../data/declaraciones.ts';
import type { TenantDb } from '../data/model/db.ts';
import { Escritor, nuevaHoja, type Columna } from '../exportaciones/planilla.ts';
import { documentExists, documentKey } from '../files/storage.ts';
import { log } from '../http/logger.ts';
import { columnasBordereau, type ColumnaBordereau, type LineaBordereau } from './bordereau-columnas.ts';

/**
 * The columns' version, in the file's name: a stored bordereau of earlier columns is never served
 * again (version 1 showed the rate to readers without prima.mostrar; version 2 wrote dates as text and
 * no policy or insurer per row) but generated anew on request.
 */
const FORMATO = 3;

/** Which variant a reader gets: the file is per visibility (and a technical one never shows markup). */
export const claveBordereau = (tenant: string, d: DeclaracionItem, v: VisibilidadPrecio) =>
  documentKey(
    'declaraciones',
    tenant,
    d.id,
    `bordereau-f${FORMATO}-p${v.prima ? 1 : 0}-m${v.markup && d.tipo === 'venta' ? 1 : 0}.xlsx`,
  );

/** A name to download it with. */
export const nombreBordereau = (d: DeclaracionItem) => `bordereau-${d.id}.xlsx`;

/** The second sheet: each header of the first, the standard's field it fills, and what it holds. */
const COLUMNAS_CAMPOS: Columna<ColumnaBordereau>[] = [
  { titulo: 'Encabezado', tipo: 'texto', ancho: 24, valor: (c) => c.titulo },
  { titulo: 'Campo de Lloyd’s CRS v5.2', tipo: 'texto', ancho: 48, valor: (c) => c.campo ?? '—' },
  { titulo: 'Significado', tipo: 'texto', ancho: 90, valor: (c) => c.significado },
];

/** The declaration's amounts each total must equal, by column: a column the reader does not get is not checked. */
const esperados = (d: DeclaracionItem): [string, number][] => [
  ['Suma asegurada', d.sumaAsegurada],
  ['Prima', d.prima],
  ['Markup', d.markup],
  ['Precio final', d.precioFinal],
];

/**
 * Writes the bordereau into a workbook: one row per declared certificate (its policy and insurer on
 * each), then a totals row, which must equal the declaration's amounts (a bordereau that does not
 * reconcile is refused, before it is committed), and the sheet of the columns' standard fields.
 */
export const escribirBordereau = async (
  libro: Workbook,
  d: DeclaracionItem,
  v: VisibilidadPrecio,
  paginas: AsyncIterable<LineaBordereau[]>,
): Promise<void> => {
  const cols = columnasBordereau(d, v);
  const escritor = new Escritor(nuevaHoja(libro, 'Bordereau', cols), cols);
  for await (const pagina of paginas) for (const l of pagina) escritor.agregar(l);
  const diferencias = esperados(d).filter(([t, esperado]) => {
    const total = escritor.total(t);
    return total !== undefined && total !== r2(esperado);
  });
  if (escritor.filas !== d.cantidadTransporte + d.cantidadContenedores || diferencias.length) {
    log.error('bordereau does not reconcile', { declaracion: d.id, filas: escritor.filas, diferencias });
    throw new Error('el bordereau no cuadra con la declaración');
  }
  escritor.cerrar([{ etiqueta: `Totales (${contar(escritor.filas, 'certificado', 'certificados')})` }]);
  escritor.hoja.commit();
  const campos = new Escritor(nuevaHoja(libro, 'Campos', COLUMNAS_CAMPOS), COLUMNAS_CAMPOS);
  for (const c of cols) campos.agregar(c);
  campos.cerrar([]);
  campos.hoja.commit();
};

/** The declaration's lines, a page at a time, in the order of its tabs (class, then issue date). */
async function* lineasDe(db: TenantDb, d: DeclaracionItem): AsyncIterable<LineaBordereau[]> {
  const pages =
    d.tipo === 'venta'
      ? db.pages(LineaDeclaracion, 'byVenta', { idVenta: d.id }, { limit: 500 })
      : db.pages(LineaDeclaracion, 'byTecnica', { idTecnica: d.id }, { limit: 500 });
  for await (const page of pages) yield page;
}

/**
 * Writes the declaration's bordereau as an XLSX straight into S3, streaming: one page of lines at a
 * time, each row committed as written (exceljs' WorkbookWriter) into a multipart upload, so memory
 * stays flat at 100k certificates. A bordereau that fails is not kept.
 */
export const generarBordereau = async (db: TenantDb, d: DeclaracionItem, v: VisibilidadPrecio): Promise<string> => {
  const key = claveBordereau(db.tenant, d, v);
  const [{ default: ExcelJS }, { Upload }, { s3 }] = await Promise.all([
    import('exceljs'),
    import('@aws-sdk/lib-storage'),
    import('../files/s3.ts'),
  ]);
  const stream = new PassThrough();
  const upload = new Upload({
    client: s3,
    params: {
      Bucket: process.env.BUCKET_NAME!,
      Key: key,
      Body: stream,
      ContentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  });
  const subida = upload.done();
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  try {
    await escribirBordereau(libro, d, v, lineasDe(db, d));
    await libro.commit();
    await subida;
  } catch (err) {
    stream.destroy();
    await upload.abort().catch(() => undefined);
    // The aborted upload's own promise rejects too (AbortError): settled here, not left unhandled.
    await subida.catch(() => undefined);
    throw err;
  }
  return key;
};

/** The stored bordereau of what the reader may see, generated when it is not there yet. */
export const bordereauDe = async (db: TenantDb, d: DeclaracionItem, v: VisibilidadPrecio): Promise<string> => {
  const key = claveBordereau(db.tenant, d, v);
  return (await documentExists(key)) ? key : generarBordereau(db, d, v);
};
