import type { VisibilidadPrecio } from '#shared/certificados/carga.ts';
import type { Declaracion as DeclaracionVista } from '#shared/contract/schemas/declaracion.ts';
import { ESTADOS_PAGO } from '#shared/contract/schemas/declaracion.ts';
import { aceptacionAutomaticaDesde, ESTADOS_DECLARACION } from '#shared/declaraciones/estados.ts';
import { periodoDeClave } from '#shared/declaraciones/periodo.ts';
import { saldoDe, type DeclaracionItem } from '../data/declaraciones.ts';
import { presignDownload } from '../files/storage.ts';

const TEXTOS = new Map<number, string>(Object.values(ESTADOS_DECLARACION).map((e) => [e.id, e.nombre]));

/** A state as the spec reads it (`estado {id, texto}`). */
export const estadoDeclaracion = (id: number) => ({ id, texto: TEXTOS.get(id) ?? String(id) });

/**
 * A declaration as the screens read it: premium and markup only for who may see them (a technical
 * declaration never shows the markup: it is the seller's, not the insurer's), the files as fresh
 * presigned GETs.
 */
export const toDeclaracion = async (d: DeclaracionItem, v: VisibilidadPrecio): Promise<DeclaracionVista> => {
  const periodo = periodoDeClave(d.periodo)!;
  const markup = v.markup && d.tipo === 'venta';
  const [facturaUrl, xmlUrl, pagosUrls] = await Promise.all([
    d.factura ? presignDownload(d.factura.key, d.factura.nombreArchivo) : null,
    d.factura?.xml ? presignDownload(d.factura.xml.key, d.factura.xml.nombreArchivo) : null,
    Promise.all(d.pagos.map((p) => presignDownload(p.key, p.nombreArchivo))),
  ]);
  return {
    id: d.id,
    tipo: d.tipo,
    periodo: { mes: periodo.mes, anio: periodo.anio },
    emisor: d.emisor,
    aseguradora: d.aseguradora,
    poliza: d.poliza,
    endoso: d.endoso,
    moneda: d.moneda,
    cantidad: { transporte: d.cantidadTransporte, contenedores: d.cantidadContenedores },
    sumaAsegurada: d.sumaAsegurada,
    ...(v.prima ? { prima: d.prima } : {}),
    ...(markup ? { markup: d.markup, precioFinal: d.precioFinal } : {}),
    estado: estadoDeclaracion(d.estado),
    pagada: d.pagada,
    fechaBorrador: d.fechaBorrador,
    aceptacionAutomatica:
      d.estado === ESTADOS_DECLARACION.borrador.id && d.fechaBorrador ? aceptacionAutomaticaDesde(d.fechaBorrador) : null,
    aceptacion: d.aceptacion,
    factura: d.factura && {
      numero: d.factura.numero,
      fecha: d.factura.fecha,
      vto: d.factura.vto,
      importe: d.factura.importe,
      saldo: { monto: saldoDe(d), moneda: d.moneda },
      pagada: d.pagada,
      ...(d.condonacion ? { condonado: { monto: d.condonacion.importe, motivo: d.condonacion.motivo } } : {}),
      nombreArchivo: d.factura.nombreArchivo,
      url: facturaUrl!,
      xml: d.factura.xml && { nombreArchivo: d.factura.xml.nombreArchivo, url: xmlUrl! },
    },
    pagos: d.pagos.map((p, i) => ({
      id: p.id,
      fecha: p.fecha,
      metodo: p.metodo,
      importe: p.importe,
      estado: { texto: p.verificado ? ESTADOS_PAGO.verificado : ESTADOS_PAGO.revisar },
      nombreArchivo: p.nombreArchivo,
      url: pagosUrls[i]!,
    })),
  };
};
