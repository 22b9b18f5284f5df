import { entradaCarga } from '#shared/certificados/fixtures.ts';
import { cotizarCarga } from '#shared/certificados/precio-carga.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import type { CertificadoCargaItem } from '#lib/data/certificados-carga.ts';

export interface CertificadoEmitido {
  id: number;
  /** Issue instant (also its state date). */
  fecha: string;
  numero: string;
  referencia: string;
  valor?: number;
  cliente: { id: number; nombre: string; cif: string; empresaId: number };
  poliza: { id: number; numero: string; paisId: number; aseguradoraId: number; aseguradora: string };
  emisor: { id: number; nombre: string };
  estado?: number;
  /** Its public verification code, when the caller also writes the code's item. */
  codigoVerificacion?: string;
}

/**
 * An issued cargo certificate as guardar and emitir leave it, priced by the real engine for its sum
 * insured: the demo's declarations, the month-close bench and the declarations' tests write these.
 */
export const certificadoEmitido = (o: CertificadoEmitido): CertificadoCargaItem => {
  const e = entradaCarga();
  const valor = o.valor ?? e.embarque.componentes.valor;
  const resultado = cotizarCarga({ ...e, embarque: { ...e.embarque, componentes: { ...e.embarque.componentes, valor } } });
  return {
    id: o.id,
    ramo: 'transporte',
    estado: o.estado ?? ESTADOS.emitido.id,
    fechaEstado: o.fecha,
    nroCertificado: o.numero,
    nroReferenciaInterna: o.referencia,
    cliente: { id: o.cliente.id, nombre: o.cliente.nombre, cif: o.cliente.cif },
    clienteEmpresaId: o.cliente.empresaId,
    polizaId: o.poliza.id,
    aseguradoraId: o.poliza.aseguradoraId,
    poliza: { numero: o.poliza.numero, paisId: o.poliza.paisId, aseguradora: o.poliza.aseguradora },
    endoso: null,
    emisorId: o.emisor.id,
    emisor: o.emisor.nombre,
    productorId: o.emisor.id,
    beneficiario: null,
    request: {
      clienteId: o.cliente.id,
      polizaId: o.poliza.id,
      endosoId: null,
      beneficiarioId: null,
      valor,
      demasGastos: 0,
      flete: 0,
      beneficioImaginario: e.embarque.componentes.beneficioImaginario,
      esMercaderiaUsada: false,
      transporteIds: [...e.embarque.transporteIds],
      mercaderiaId: e.embarque.mercaderiaId,
      origenId: e.embarque.origenId,
      destinoId: e.embarque.destinoId,
      fechaSalida: o.fecha.slice(0, 10),
      markup: null,
      nroReferenciaInterna: o.referencia,
    },
    resultado,
    observacion: null,
    decision: null,
    baja: null,
    fechaEmision: o.fecha,
    codigoVerificacion: o.codigoVerificacion ?? null,
    idDeclaracion: null,
    documentos: {},
    version: 2,
    creado: o.fecha,
    creadoPor: { id: o.emisor.id, email: 'demo@portal-carga.example' },
  };
};
