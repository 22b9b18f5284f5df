import { PassThrough } from 'node:stream';
import type { VisibilidadPrecio } from '#shared/certificados/carga.ts';
import { periodoDeClave } from '#shared/declaraciones/periodo.ts';
import { LineaDeclaracion, type BordereauLinea, type DeclaracionItem } from '../data/declaraciones.ts';
import type { TenantDb } from '../data/model/db.ts';
import { documentExists, documentKey } from '../files/storage.ts';
import { log } from '../http/logger.ts';
import { contar } from '#shared/text/contar.ts';

const MESES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];
const NUMERO = '#,##0.00';
const r2 = (n: number) => Math.round(n * 100) / 100;

interface Columna {
  titulo: string;
  valor: (l: BordereauLinea) => string | number | null;
  monto?: boolean;
  ancho?: number;
}

/** The transaction columns (the premium bordereau's): premium and markup only for who may read them. */
const columnas = (d: DeclaracionItem, v: VisibilidadPrecio): Columna[] => [
  { titulo: 'Certificado', valor: (l) => l.certificado, ancho: 16 },
  { titulo: 'Referencia interna', valor: (l) => l.referencia, ancho: 18 },
  { titulo: 'Tipo de transacción', valor: (l) => l.tipoTransaccion, ancho: 12 },
  { titulo: 'Fecha de emisión', valor: (l) => l.fechaEmision.slice(0, 10), ancho: 12 },
  { titulo: 'Vigencia desde', valor: (l) => l.vigenciaDesde, ancho: 12 },
  { titulo: 'Vigencia hasta', valor: (l) => l.vigenciaHasta, ancho: 12 },
  { titulo: 'Asegurado', valor: (l) => l.asegurado, ancho: 28 },
  { titulo: 'CUIT / RFC del asegurado', valor: (l) => l.cifAsegurado, ancho: 16 },
  { titulo: 'Beneficiario', valor: (l) => l.beneficiario, ancho: 24 },
  { titulo: 'Origen', valor: (l) => l.origen, ancho: 14 },
  { titulo: 'Destino', valor: (l) => l.destino, ancho: 14 },
  { titulo: 'Medios de transporte', valor: (l) => l.transportes, ancho: 18 },
  { titulo: 'Mercadería', valor: (l) => l.mercaderia, ancho: 24 },
  { titulo: 'Suma asegurada', valor: (l) => l.sumaAsegurada, monto: true, ancho: 16 },
  ...(v.prima
    ? [
        // The rate gives the premium (sum insured × rate): it is as much a price as the premium.
        { titulo: 'Tasa (%)', valor: (l: BordereauLinea) => l.tasa, ancho: 9 },
        { titulo: 'Prima', valor: (l: BordereauLinea) => l.prima, monto: true, ancho: 14 },
        { titulo: 'Impuestos y recargos', valor: (l: BordereauLinea) => l.impuestos, monto: true, ancho: 14 },
      ]
    : []),
  ...(v.markup && d.tipo === 'venta'
    ? [
        { titulo: 'Markup', valor: (l: BordereauLinea) => l.markup, monto: true, ancho: 12 },
        { titulo: 'Precio final', valor: (l: BordereauLinea) => l.precioFinal, monto: true, ancho: 14 },
      ]
    : []),
];

/**
 * The columns' version, in the file's name: a stored bordereau of earlier columns is never served
 * again (version 1 showed the rate to readers without prima.mostrar) but generated anew on request.
 */
const FORMATO = 2;

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

/**
 * Writes the declaration's bordereau as an XLSX straight into S3, streaming: one page of lines at a
 * time, each row committed as written (exceljs' WorkbookWriter) into a multipart upload, so memory
 * stays flat at 100k certificates. Header (who, policy and endorsement, period, class, currency), one
 * row per declared certificate, and a trailer with the totals, which must equal the declaration's
 * amounts: a bordereau that does not reconcile is not kept.
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
  const hoja = libro.addWorksheet('Bordereau');
  const cols = columnas(d, v);
  hoja.columns = cols.map((c) => ({ width: c.ancho ?? 14 }));
  const periodo = periodoDeClave(d.periodo)!;
  const ramos = [d.cantidadTransporte ? 'Transporte de mercaderías' : null, d.cantidadContenedores ? 'Contenedores' : null];
  const encabezado: [string, string | number][] = [
    ['Bordereau de primas', d.tipo === 'venta' ? 'Declaración de venta' : 'Declaración técnica'],
    d.tipo === 'venta'
      ? ['Emisor', `${d.emisor?.nombre ?? ''} (${d.emisor?.cif ?? ''})`]
      : ['Aseguradora', d.aseguradora?.nombre ?? ''],
    ['Póliza', d.poliza?.numero ?? (d.tipo === 'tecnica' ? 'Viajes específicos' : 'Varias')],
    ['Endoso', d.endoso ?? '—'],
    ['Período declarado', `${MESES[periodo.mes - 1]} ${periodo.anio}`],
    ['Ramo', ramos.filter(Boolean).join(' y ') || '—'],
    ['Moneda', d.moneda.simbolo],
    ['Declaración', d.id],
  ];
  for (const [k, val] of encabezado) {
    const fila = hoja.addRow([k, val]);
    fila.getCell(1).font = { bold: true };
    fila.commit();
  }
  hoja.addRow([]).commit();
  const titulos = hoja.addRow(cols.map((c) => c.titulo));
  titulos.font = { bold: true };
  titulos.commit();

  const totales = new Map<string, number>();
  let filas = 0;
  const escribirFila = (l: BordereauLinea) => {
    const fila = hoja.addRow(cols.map((c) => c.valor(l)));
    cols.forEach((c, i) => {
      if (!c.monto) return;
      fila.getCell(i + 1).numFmt = NUMERO;
      totales.set(c.titulo, (totales.get(c.titulo) ?? 0) + Number(c.valor(l) ?? 0));
    });
    fila.commit();
    filas++;
  };
  const pattern = d.tipo === 'venta' ? 'byVenta' : 'byTecnica';
  const partition = d.tipo === 'venta' ? { idVenta: d.id } : { idTecnica: d.id };
  try {
    for await (const page of db.pages(LineaDeclaracion, pattern, partition as never, { limit: 500 })) {
      for (const l of page) escribirFila(l.bordereau);
    }
    const suma = r2(totales.get('Suma asegurada') ?? 0);
    const prima = r2(totales.get('Prima') ?? d.prima);
    const cuadra =
      filas === d.cantidadTransporte + d.cantidadContenedores && suma === r2(d.sumaAsegurada) && prima === r2(d.prima);
    if (!cuadra) {
      log.error('bordereau does not reconcile', {
        declaracion: d.id,
        filas,
        suma,
        prima,
        esperado: { suma: d.sumaAsegurada, prima: d.prima },
      });
      throw new Error('el bordereau no cuadra con la declaración');
    }
    hoja.addRow([]).commit();
    const trailer = hoja.addRow(
      cols.map((c, i) =>
        i === 0 ? `Totales (${contar(filas, 'certificado', 'certificados')})` : c.monto ? r2(totales.get(c.titulo) ?? 0) : null,
      ),
    );
    trailer.font = { bold: true };
    cols.forEach((c, i) => {
      if (c.monto) trailer.getCell(i + 1).numFmt = NUMERO;
    });
    trailer.commit();
    await hoja.commit();
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
