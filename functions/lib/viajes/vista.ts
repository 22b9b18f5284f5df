import { MODOS_TRANSPORTE, PAISES, TIPOS_MERCADERIA } from '#shared/catalogos/data.ts';
import type { Certificado, CertificadoFila as CertificadoFilaVista } from '#shared/contract/schemas/viaje-especifico.ts';
import { rutaCondiciones } from '#shared/viajes-especificos/condiciones.ts';
import { documentosFaltantes } from '#shared/viajes-especificos/documentos.ts';
import { estadoPorId } from '#shared/viajes-especificos/estados.ts';
import type { CertificadoFila, CertificadoItem } from '../data/certificados.ts';
import { historialDe, type AuditoriaItem } from '../data/plataforma.ts';

const pais = (id: number) => {
  const p = PAISES.find((x) => x.id === id);
  return { id, nombre: p?.nombre ?? `País ${id}`, bandera: p?.bandera ?? '' };
};

const transporte = (id: number) => {
  const modo = MODOS_TRANSPORTE.find((m) => m.id === id);
  return { id, texto: modo?.nombre ?? `Transporte ${id}`, cssClass: modo?.cssClass ?? '' };
};

const estado = (id: number) => {
  const e = estadoPorId(id);
  return { id: e.id, nombre: e.nombre, color: e.color, colorName: e.colorName };
};

export interface Urls {
  urlAsegurado: string | null;
  urlCopiaPAS: string | null;
  urlConstancia: string | null;
}

/** The certificate as spec 3 §3.1 reads it, from the stored item, its audit trail and its document links. */
export const toCertificado = (c: CertificadoItem, historial: AuditoriaItem[], urls: Urls): Certificado => {
  const r = c.request;
  const moneda = c.oferta.moneda;
  return {
    id: c.id,
    nroCertificado: c.nroCertificado,
    estado: estado(c.estado),
    fechaEstado: c.fechaEstado,
    fechaSalida: r.FechaSalida,
    venceEl: c.venceEl,
    tipoOperacion: { id: r.OperacionId },
    medioTransporte: transporte(r.TransporteId),
    paisOrigen: pais(r.OrigenId),
    paisDestino: pais(r.DestinoId),
    mercaderia: {
      id: r.MercaderiaId,
      nombre: TIPOS_MERCADERIA.find((m) => m.id === r.MercaderiaId)?.nombre ?? `Mercadería ${r.MercaderiaId}`,
      esNueva: !r.EsMercaderiaUsada,
    },
    sumaAsegurada: {
      moneda,
      valorFactura: r.ValorFactura,
      gastoEnvio: r.GastoEnvio,
      demasGastos: r.DemasGastos,
      beneficioImaginario: r.BeneficioImaginario,
      total: c.oferta.sumaAsegurada,
    },
    productor: c.productor,
    versiones: c.versiones ?? null,
    tomador: c.tomador,
    beneficiario: c.beneficiario,
    cobertura: {
      id: c.oferta.cobertura.id,
      nombre: c.oferta.cobertura.nombre,
      // Its pt-BR texts, for a pt-BR tenant's screens and papers (absent in offers priced before them).
      ...(c.oferta.cobertura.nombres ? { nombres: c.oferta.cobertura.nombres } : {}),
      idMoneda: c.oferta.cobertura.idMoneda,
      idAseguradora: c.oferta.cobertura.idAseguradora,
      aseguradora: c.oferta.cobertura.aseguradora,
      resumenes: c.oferta.cobertura.resumenes,
      ...(c.oferta.cobertura.resumenesEn ? { resumenesEn: c.oferta.cobertura.resumenesEn } : {}),
      urlCondiciones: rutaCondiciones(c.oferta.cobertura.id),
    },
    oferta: c.oferta,
    solicitud: c.request,
    comisionProductor: c.oferta.comisionProductor.valor,
    recargoAdmin: c.oferta.recargoAdmin.valor,
    prima: { monto: c.oferta.prima },
    premio: { monto: c.oferta.premio },
    pago: { metodo: r.FormaDePagoId, cuotas: r.Cuotas, descripcion: c.emision?.metodoPago ?? null },
    medidasSeguridad: c.oferta.medidasSeguridad,
    validaciones: c.oferta.validaciones,
    seguridad: c.oferta.medidasSeguridad.length ? 'Requiere' : 'No requiere',
    nroReferenciaInterna: c.emision?.nroReferenciaInterna ?? null,
    facturaComercial: c.emision?.facturaComercial || null,
    clausulaDeNoRepeticion: c.emision?.clausulaDeNoRepeticion || null,
    detalleMercaderia: c.emision?.detalleMercaderia ?? null,
    detalleOrigen: c.emision?.detalleOrigen || null,
    detalleDestino: c.emision?.detalleDestino || null,
    codigoVerificacion: c.codigoVerificacion,
    solicitudAprobacion: c.solicitudAprobacion,
    historial: historialDe(historial, (v) => (typeof v === 'number' ? v : null)),
    ...urls,
    documentosPendientes: documentosFaltantes(c.estado, c.version, c.documentos).length > 0,
  };
};

/** A row of the certificates list, from the row the indexes project. */
export const filaCertificado = (f: CertificadoFila, urls: Urls): CertificadoFilaVista => ({
  id: f.id,
  nroCertificado: f.nroCertificado,
  estado: estado(f.estado),
  fechaEstado: f.fechaEstado,
  tomador: f.tomador,
  sumaAsegurada: {
    moneda: f.moneda,
    valorFactura: f.valorFactura,
    gastoEnvio: f.gastoEnvio,
    demasGastos: f.demasGastos,
    beneficioImaginario: f.beneficioImaginario,
    total: f.sumaAsegurada,
  },
  premio: { monto: f.premio },
  seguridad: f.requiereSeguridad ? 'Requiere' : 'No requiere',
  tipoOperacion: { id: f.operacionId },
  medioTransporte: transporte(f.transporteId),
  nroReferenciaInterna: f.nroReferenciaInterna,
  ...urls,
});
