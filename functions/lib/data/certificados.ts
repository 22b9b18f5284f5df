import type { CotizacionRequest, Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import type { TenantTable } from './table.ts';

export interface ParteItem {
  id: number;
  nombre: string;
  cif: string;
}

export interface EmisionItem {
  nroReferenciaInterna: string;
  facturaComercial: string;
  clausulaDeNoRepeticion: string;
  detalleMercaderia: string;
  detalleOrigen: string;
  detalleDestino: string;
  emails: string[];
  metodoPago: string;
  fecha: string;
}

export interface SolicitudAprobacionItem {
  respuestas: { pregunta: string; respuesta: string }[];
  contenedores: { tipo: string; valor: number }[];
  observacion: string | null;
  decision: { resultado: 'aprobado' | 'rechazado'; observaciones: string; fecha: string; usuario: string } | null;
}

/** A specific-trip certificate as stored: the request and the server-priced offer it was saved with. */
export interface CertificadoItem {
  id: number;
  estado: number;
  fechaEstado: string;
  nroCertificado: string | null;
  codigoVerificacion: string | null;
  request: CotizacionRequest;
  oferta: Oferta;
  productor: { id: number; nombre: string };
  /** The user who created it, for notifications. */
  creadoPor: { id: number; email: string };
  tomador: ParteItem | null;
  beneficiario: ParteItem | null;
  emision: EmisionItem | null;
  solicitudAprobacion: SolicitudAprobacionItem | null;
  venceEl: string | null;
  documentos: { asegurado?: string; pas?: string; constancia?: string };
  version: number;
  creado: string;
}

const listKey = (c: Pick<CertificadoItem, 'fechaEstado' | 'id'>) => [c.fechaEstado, String(c.id).padStart(10, '0')];

/**
 * Keys: the certificate under VE#id; gsi1 lists a producer's certificates and gsi2 an insurer's,
 * newest state change first; VE_VENCIMIENTOS holds one small item per open quote, sorted by expiry
 * date, so the daily job reads only what is due.
 */
export const certificados = (table: TenantTable) => {
  const keys = (c: CertificadoItem) => ({
    pk: ['VE', c.id],
    sk: ['VE'],
    gsi1: [['VE_PRODUCTOR', c.productor.id], listKey(c)] as [(string | number)[], string[]],
    gsi2: [['VE_ASEGURADORA', c.oferta.cobertura.idAseguradora], listKey(c)] as [(string | number)[], string[]],
  });
  const vencimiento = (c: Pick<CertificadoItem, 'id' | 'venceEl'>) => ({ pk: ['VE_VENCIMIENTOS'], sk: [c.venceEl ?? '', c.id] });

  return {
    get: (id: number, consistent = false) =>
      table.get<CertificadoItem & Record<string, unknown>>(['VE', id], ['VE'], { consistent }),

    /** A full put of the certificate, its index keys derived from its current state. */
    item: (c: CertificadoItem) => table.item(keys(c), { ...c, tipo: 'certificado-ve' }),

    vencimientoItem: (c: CertificadoItem) => table.item(vencimiento(c), { id: c.id }),
    vencimientoKey: vencimiento,

    /** Issued certificates by their human number (the public claim notice looks them up). */
    numeroItem: (nro: string, id: number) => table.item({ pk: ['NRO_CERTIFICADO', nro], sk: ['NRO_CERTIFICADO'] }, { id }),
    idPorNumero: async (nro: string) => (await table.get<{ id: number }>(['NRO_CERTIFICADO', nro], ['NRO_CERTIFICADO']))?.id,

    verificacionItem: (codigo: string, id: number) => table.item({ pk: ['VERIFICACION', codigo], sk: ['VERIFICACION'] }, { id }),
    idPorCodigo: async (codigo: string) => (await table.get<{ id: number }>(['VERIFICACION', codigo], ['VERIFICACION']))?.id,

    /** Every certificate of a producer or of an insurer (bounded by the company's volume). */
    deEmpresa: (scope: 'productor' | 'aseguradora', empresaId: number) =>
      table.queryAll<CertificadoItem & Record<string, unknown>>({
        index: scope === 'productor' ? 'gsi1' : 'gsi2',
        pk: [scope === 'productor' ? 'VE_PRODUCTOR' : 'VE_ASEGURADORA', empresaId],
        descending: true,
      }),

    /** Open quotes whose validity ended before `hoy`. */
    vencidas: (hoy: string) => table.queryAll<{ id: number; sk: string }>({ pk: ['VE_VENCIMIENTOS'], before: [hoy] }),
  };
};
