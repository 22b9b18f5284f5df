import { documentoDelEstado, precioVisible, riesgoDe, type VisibilidadPrecio } from '#shared/certificados/carga.ts';
import { MODOS_TRANSPORTE, PAISES, TIPOS_MERCADERIA, TIPOS_RIESGO } from '#shared/catalogos/data.ts';
import { precioContenedoresVisible } from '#shared/certificados/contenedores.ts';
import type { CertificadoCarga, CertificadoCargaFila } from '#shared/contract/schemas/certificado-carga.ts';
import type { CertificadoContenedores, CertificadoContenedoresFila } from '#shared/contract/schemas/certificado-contenedores.ts';
import { estadoPorId } from '#shared/viajes-especificos/estados.ts';
import {
  filaCargaDe,
  filaContenedoresDe,
  type CertificadoCargaItem,
  type CertificadoContenedoresItem,
  type CertificadoTransporteItem,
  type FilaCargaItem,
  type FilaContenedoresItem,
} from '../data/certificados-carga.ts';
import { historialDe, type AuditoriaItem } from '../data/plataforma.ts';

/** The audit trail's entity name of a floating-policy certificate, of either kind (ids are one sequence). */
export const ENTIDAD_CARGA = 'certificado-carga';

const pais = (id: number) => {
  const p = PAISES.find((x) => x.id === id);
  return { id, nombre: p?.nombre ?? `País ${id}`, bandera: p?.bandera ?? '' };
};

const transporte = (id: number) => {
  const modo = MODOS_TRANSPORTE.find((m) => m.id === id);
  return { id, nombre: modo?.nombre ?? `Transporte ${id}`, cssClass: modo?.cssClass ?? '' };
};

const estado = (id: number) => ({ id, nombre: estadoPorId(id).nombre });

/** Floating policies carry no security scheme yet: no cargo certificate requires one. */
const SEGURIDAD = 'No requiere';

/** A grid row (spec 2 §3.3), with the price fields the caller may read and nothing else. */
export const filaCarga = (f: FilaCargaItem, v: VisibilidadPrecio): CertificadoCargaFila => {
  const r = riesgoDe(f.origenId, f.destinoId, f.paisPolizaId);
  return {
    id: f.id,
    nroCertificado: f.nroCertificado,
    nroReferenciaInterna: f.nroReferenciaInterna,
    fechaEstado: f.fechaEstado,
    beneficiario: f.beneficiario,
    moneda: f.moneda,
    sumaAsegurada: f.sumaAsegurada,
    ...(v.prima ? { prima: f.prima } : {}),
    ...(v.markup ? { premio: f.markup, precioFinal: f.precioFinal } : {}),
    seguridad: SEGURIDAD,
    riesgo: TIPOS_RIESGO.find((t) => t.id === r.operacionId)?.nombre ?? '',
    paisAMostrar: pais(r.paisId).nombre,
    tiposTransporte: f.transporteIds.map(transporte),
    estado: estado(f.estado),
    documentos: documentosDe(f),
    idDeclaracion: f.idDeclaracion,
    cliente: f.cliente,
  };
};

const documentosDe = (f: Pick<FilaCargaItem, 'documentos'>) => ({
  certificado: Boolean(f.documentos.certificado),
  cotizacion: Boolean(f.documentos.cotizacion),
});

/** A container grid row (spec 2 §3.4), with the price fields the caller may read and nothing else. */
export const filaContenedores = (f: FilaContenedoresItem, v: VisibilidadPrecio): CertificadoContenedoresFila => ({
  id: f.id,
  nroCertificado: f.nroCertificado,
  nroReferenciaInterna: f.nroReferenciaInterna,
  fechaEstado: f.fechaEstado,
  beneficiario: f.beneficiario,
  fechaSalida: f.fechaSalida,
  fechaLlegada: f.fechaLlegada,
  fechaDevolucion: f.fechaDevolucion,
  moneda: f.moneda,
  ...(v.prima ? { prima: f.prima } : {}),
  ...(v.markup ? { precioFinal: f.precioFinal } : {}),
  cantidadContenedores: f.cantidadContenedores,
  estado: estado(f.estado),
  documentos: documentosDe(f),
  idDeclaracion: f.idDeclaracion,
  cliente: f.cliente,
});

/** Whether the document of the current state is still to be rendered. */
export const documentosPendientes = (c: Pick<CertificadoCargaItem, 'estado' | 'version' | 'documentos'>): boolean => {
  const tipo = documentoDelEstado(c.estado);
  return tipo !== null && (c.documentos.version !== c.version || !c.documentos[tipo]);
};

/** The certificate as get-certificado-carga answers it, from the item and its audit trail. */
export const toCertificadoCarga = (
  c: CertificadoTransporteItem,
  historial: AuditoriaItem[],
  v: VisibilidadPrecio,
): CertificadoCarga => {
  const filaVista = filaCarga(filaCargaDe(c), v);
  const mercaderia = TIPOS_MERCADERIA.find((m) => m.id === c.request.mercaderiaId);
  return {
    ...filaVista,
    ramo: c.ramo,
    poliza: { id: c.polizaId, numero: c.poliza.numero, aseguradora: { id: c.aseguradoraId, nombre: c.poliza.aseguradora } },
    endoso: c.endoso,
    emisor: { id: c.emisorId, nombre: c.emisor },
    productorId: c.productorId,
    beneficiario: c.beneficiario,
    mercaderia: {
      id: c.request.mercaderiaId,
      nombre: mercaderia?.nombre ?? `Mercadería ${c.request.mercaderiaId}`,
      esNueva: !c.request.esMercaderiaUsada,
    },
    origen: pais(c.request.origenId),
    destino: pais(c.request.destinoId),
    fechaSalida: c.request.fechaSalida,
    // A caller who may not see markups never learns the one chosen either.
    solicitud: v.markup ? c.request : { ...c.request, markup: null },
    precio: precioVisible(c.resultado, v),
    observacion: c.observacion,
    ...vidaDe(c, historial),
  };
};

/** The life every certificate's detail shows: decision, baja, issue, documents, version and audit trail. */
const vidaDe = (c: CertificadoCargaItem, historial: AuditoriaItem[]) => ({
  decision: c.decision,
  baja: c.baja,
  fechaEmision: c.fechaEmision,
  codigoVerificacion: c.codigoVerificacion ?? null,
  documentosPendientes: documentosPendientes(c),
  version: c.version,
  creado: c.creado,
  creadoPor: c.creadoPor.email,
  historial: historialDe(historial, (x) => (typeof x === 'number' ? x : null)),
});

/** The certificate as get-certificado-contenedores answers it, from the item and its audit trail. */
export const toCertificadoContenedores = (
  c: CertificadoContenedoresItem,
  historial: AuditoriaItem[],
  v: VisibilidadPrecio,
): CertificadoContenedores => ({
  ...filaContenedores(filaContenedoresDe(c), v),
  ramo: c.ramo,
  poliza: { id: c.polizaId, numero: c.poliza.numero, aseguradora: { id: c.aseguradoraId, nombre: c.poliza.aseguradora } },
  endoso: c.endoso,
  emisor: { id: c.emisorId, nombre: c.emisor },
  productorId: c.productorId,
  beneficiario: c.beneficiario,
  solicitud: c.request,
  precio: precioContenedoresVisible(c.resultado, v),
  observacion: c.observacion,
  ...vidaDe(c, historial),
});
