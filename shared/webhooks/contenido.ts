import type { EventoWebhook } from './eventos.ts';

/**
 * Who receives a webhook event and what it says (record 0170). An event concerns several companies of
 * its tenant (a certificate is its producer's or issuer's and its insurer's, a claim also its client's:
 * record 0008): each one with an endpoint subscribed gets it. The payload is thin on purpose: ids,
 * numbers and states every one of those companies already sees, never amounts of another company's
 * deal nor personal data; the partner reads the rest through the API with its own permissions.
 */
type Detalle = Record<string, unknown>;

const entero = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);
const de = (v: unknown, campo: string): unknown => (v && typeof v === 'object' ? (v as Detalle)[campo] : undefined);
const texto = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
const numero = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The fields that name each event's companies, as its publishers write them. */
const EMPRESAS: Record<EventoWebhook, (d: Detalle) => unknown[]> = {
  'certificado.emitido': (d) => [d.emisorId, d.productorId, d.aseguradoraId, d.idAseguradora],
  'certificado.dado_de_baja': (d) => [d.emisorId, d.productorId, d.aseguradoraId, d.idAseguradora],
  'declaracion.en_borrador': (d) => [de(de(d.declaracion, 'emisor'), 'id'), de(de(d.declaracion, 'aseguradora'), 'id')],
  'declaracion.facturada': (d) => [de(de(d.declaracion, 'emisor'), 'id'), de(de(d.declaracion, 'aseguradora'), 'id')],
  'declaracion.pagada': (d) => [de(de(d.declaracion, 'emisor'), 'id'), de(de(d.declaracion, 'aseguradora'), 'id')],
  'siniestro.estado_cambiado': (d) => [d.productorId, d.idAseguradora, d.clienteEmpresaId],
  'custodia.contratada': (d) => [d.empresaEmisoraId],
};

/** The companies an event concerns, without repeats (none when its detail names none). */
export const empresasDelEvento = (tipo: EventoWebhook, detalle: Detalle): number[] => [
  ...new Set(
    EMPRESAS[tipo](detalle)
      .map(entero)
      .filter((id): id is number => id !== undefined),
  ),
];

const certificado = (d: Detalle) => ({
  id: numero(d.id),
  // The floating policies say transporte or contenedores, the annual rating anual; a specific trip says it too.
  producto: texto(d.ramo),
  nroCertificado: texto(d.nroCertificado),
});

const declaracion = (d: Detalle) => {
  const x = (d.declaracion ?? {}) as Detalle;
  return { id: texto(x.id), tipo: texto(x.tipo), periodo: texto(x.periodo), estado: texto(x.estado) };
};

/** The `datos` of each event's payload. */
const DATOS: Record<EventoWebhook, (d: Detalle) => Detalle> = {
  'certificado.emitido': certificado,
  'certificado.dado_de_baja': certificado,
  'declaracion.en_borrador': declaracion,
  'declaracion.facturada': (d) => ({ ...declaracion(d), factura: texto(de(d.factura, 'numero')) }),
  'declaracion.pagada': declaracion,
  'siniestro.estado_cambiado': (d) => ({
    id: numero(d.id),
    numero: texto(d.numero),
    desde: numero(d.desde),
    hacia: numero(d.hacia),
  }),
  'custodia.contratada': (d) => ({ idCertificado: numero(d.id), producto: texto(d.ramo), fecha: texto(d.date) }),
};

export interface CargaWebhook {
  /** The delivery's id, the same on every attempt and redelivery: the receiver's key to process it once. */
  id: string;
  tipo: EventoWebhook;
  /** When the event happened (ISO 8601, UTC). */
  creado: string;
  datos: Detalle;
}

/** The body a delivery posts, for one event. */
export const cargaDelEvento = (id: string, tipo: EventoWebhook, creado: string, detalle: Detalle): CargaWebhook => ({
  id,
  tipo,
  creado,
  datos: DATOS[tipo](detalle),
});
