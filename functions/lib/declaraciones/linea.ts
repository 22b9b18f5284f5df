import { MODOS_TRANSPORTE, TIPOS_CONTENEDOR, TIPOS_MERCADERIA } from '#shared/catalogos/data.ts';
import { codigoPais } from '#shared/viajes-especificos/nombres.ts';
import type { TipoDeclaracion } from '#shared/declaraciones/estados.ts';
import type { CertificadoItem } from '../data/certificados.ts';
import { filaDe, type CertificadoCargaItem, type FilaCargaItem, type RamoCertificado } from '../data/certificados-carga.ts';
import type { BordereauLinea, OrigenLinea } from '../data/declaraciones.ts';

const r2 = (n: number) => Math.round(n * 100) / 100;
const nombreTransporte = (id: number) => MODOS_TRANSPORTE.find((m) => m.id === id)?.nombre ?? `Transporte ${id}`;
const nombreMercaderia = (id: number) => TIPOS_MERCADERIA.find((m) => m.id === id)?.nombre ?? `Mercadería ${id}`;
const nombreContenedor = (id: number) => TIPOS_CONTENEDOR.find((t) => t.id === id)?.nombre ?? `Tipo ${id}`;

/** Who a declared certificate is declared with, on each side, and in which currency. */
export interface Partes {
  emisor: { id: number; nombre: string };
  aseguradora: { id: number; nombre: string };
  /** null: a specific trip (no floating policy). */
  poliza: { id: number; numero: string } | null;
  moneda: { id: number; simbolo: string };
}

/** What a certificate adds to its declarations' sums. */
export interface Importes {
  ramo: RamoCertificado;
  sumaAsegurada: number;
  prima: number;
  markup: number;
  precioFinal: number;
}

/** A certificate as the month close declares it: its parties, its amounts, its row and its bordereau line. */
export interface Declarable {
  origen: OrigenLinea;
  id: number;
  fechaEmision: string;
  partes: Partes;
  importes: Importes;
  fila: Record<string, unknown>;
  bordereau: BordereauLinea;
}

/** The declaration ids a certificate is declared in, set on it when it becomes declarado. */
export type IdsDeclaracion = Record<TipoDeclaracion, string>;

/**
 * A floating-policy certificate (cargo or containers) as declared, from its next version (estado 30).
 * A container certificate has no sum insured (it is priced per container): it adds 0 to that sum.
 */
export const declarableFlotante = (c: CertificadoCargaItem): Declarable => {
  const fechaEmision = c.fechaEmision ?? c.fechaEstado;
  const comun = {
    emisor: c.emisor,
    aseguradora: c.poliza.aseguradora,
    poliza: c.poliza.numero,
    certificado: c.nroCertificado ?? String(c.id),
    referencia: c.nroReferenciaInterna,
    tipoTransaccion: 'Nueva' as const,
    fechaEmision,
    asegurado: c.cliente.nombre,
    cifAsegurado: c.cliente.cif ?? '',
    paisRiesgo: codigoPais(c.poliza.paisId),
    beneficiario: c.beneficiario?.nombre ?? null,
    prima: c.resultado.prima,
    precioFinal: c.resultado.precioFinal,
  };
  const partes: Partes = {
    emisor: { id: c.emisorId, nombre: c.emisor },
    aseguradora: { id: c.aseguradoraId, nombre: c.poliza.aseguradora },
    poliza: { id: c.polizaId, numero: c.poliza.numero },
    moneda: c.resultado.moneda,
  };
  if (c.ramo === 'transporte') {
    const markup = c.resultado.markup.monto;
    return {
      origen: 'flotante',
      id: c.id,
      fechaEmision,
      partes,
      importes: {
        ramo: c.ramo,
        sumaAsegurada: c.resultado.sumaAsegurada,
        prima: c.resultado.prima,
        markup,
        precioFinal: c.resultado.precioFinal,
      },
      fila: filaDe(c),
      bordereau: {
        ...comun,
        vigenciaDesde: c.request.fechaSalida,
        vigenciaHasta: null,
        origen: codigoPais(c.request.origenId),
        destino: codigoPais(c.request.destinoId),
        transportes: c.request.transporteIds.map(nombreTransporte).join(', '),
        mercaderia: nombreMercaderia(c.request.mercaderiaId),
        sumaAsegurada: c.resultado.sumaAsegurada,
        tasa: c.resultado.tasa.valor,
        // The intermediary's share is carved out of the premium (precio-carga.ts).
        comision: c.resultado.intermediario?.monto ?? 0,
        impuestos: r2(Math.max(0, c.resultado.precioFinal - c.resultado.prima - markup)),
        markup,
      },
    };
  }
  return {
    origen: 'flotante',
    id: c.id,
    fechaEmision,
    partes,
    importes: { ramo: c.ramo, sumaAsegurada: 0, prima: c.resultado.prima, markup: 0, precioFinal: c.resultado.precioFinal },
    fila: filaDe(c),
    bordereau: {
      ...comun,
      vigenciaDesde: c.request.fechaSalida,
      vigenciaHasta: c.request.fechaDevolucion,
      origen: '',
      destino: '',
      transportes: '',
      mercaderia: c.request.contenedores.map((l) => `${l.cantidad} × ${nombreContenedor(l.idTipo)}`).join(', '),
      sumaAsegurada: 0,
      tasa: null,
      comision: 0,
      impuestos: r2(Math.max(0, c.resultado.precioFinal - c.resultado.prima)),
      markup: 0,
    },
  };
};

/**
 * The producer's commission a specific trip's premium carries: the premium less the premium before the
 * commission loaded it (the technical premium, after the offer's discount), so net of the commercial
 * discount the producer gives out of it (motor.ts, step 4).
 */
const comisionProductor = (o: CertificadoItem['oferta']): number => {
  const r = o.calculoPrima.resultados;
  const antes = r['Oferta'] ?? r['Prima técnica'] ?? o.prima;
  return r2(Math.max(0, o.prima - antes));
};

/**
 * A specific-trip certificate as declared: a cargo line beside the floating ones (its row takes the
 * cargo grid's shape), with the producer's company as issuer and no floating policy. Its premium is
 * the offer's net premium; what the client pays (premio) adds surcharges and taxes.
 */
export const declarableVE = (c: CertificadoItem, ids: IdsDeclaracion | null, paisPolizaId: number): Declarable => {
  const o = c.oferta;
  const fechaEmision = c.emision?.fecha ?? c.fechaEstado;
  const fila: FilaCargaItem = {
    id: c.id,
    nroCertificado: c.nroCertificado,
    nroReferenciaInterna: c.emision?.nroReferenciaInterna ?? null,
    fechaEstado: c.fechaEstado,
    estado: c.estado,
    beneficiario: c.beneficiario ? { nombre: c.beneficiario.nombre } : null,
    cliente: { id: c.tomador?.id ?? 0, nombre: c.tomador?.nombre ?? '' },
    moneda: o.moneda,
    prima: o.prima,
    precioFinal: o.premio,
    idDeclaracion: ids?.venta ?? null,
    documentos: { certificado: c.documentos.constancia, version: c.documentos.version },
    emisorId: c.productor.id,
    clienteEmpresaId: 0,
    aseguradoraId: o.cobertura.idAseguradora,
    ramo: 'transporte',
    sumaAsegurada: o.sumaAsegurada,
    markup: 0,
    transporteIds: [c.request.TransporteId],
    origenId: c.request.OrigenId,
    destinoId: c.request.DestinoId,
    paisPolizaId,
  };
  return {
    origen: 've',
    id: c.id,
    fechaEmision,
    partes: {
      emisor: c.productor,
      aseguradora: { id: o.cobertura.idAseguradora, nombre: o.cobertura.aseguradora },
      poliza: null,
      moneda: o.moneda,
    },
    importes: { ramo: 'transporte', sumaAsegurada: o.sumaAsegurada, prima: o.prima, markup: 0, precioFinal: o.premio },
    fila,
    bordereau: {
      emisor: c.productor.nombre,
      aseguradora: o.cobertura.aseguradora,
      poliza: c.nroCertificado ?? String(c.id),
      certificado: c.nroCertificado ?? String(c.id),
      referencia: c.emision?.nroReferenciaInterna ?? null,
      tipoTransaccion: 'Nueva',
      fechaEmision,
      vigenciaDesde: c.request.FechaSalida,
      vigenciaHasta: null,
      asegurado: c.tomador?.nombre ?? '',
      cifAsegurado: c.tomador?.cif ?? '',
      paisRiesgo: codigoPais(paisPolizaId),
      beneficiario: c.beneficiario?.nombre ?? null,
      origen: codigoPais(c.request.OrigenId),
      destino: codigoPais(c.request.DestinoId),
      transportes: nombreTransporte(c.request.TransporteId),
      mercaderia: nombreMercaderia(c.request.MercaderiaId),
      sumaAsegurada: o.sumaAsegurada,
      tasa: o.sumaAsegurada > 0 ? Math.round((o.prima / o.sumaAsegurada) * 1_000_000) / 10_000 : null,
      prima: o.prima,
      comision: comisionProductor(o),
      impuestos: r2(Math.max(0, o.premio - o.prima)),
      markup: 0,
      precioFinal: o.premio,
    },
  };
};
