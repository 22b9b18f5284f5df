import * as z from 'zod/mini';
import type { ResultadoCarga } from '#shared/certificados/precio-carga.ts';
import type { ResultadoContenedores } from '#shared/certificados/precio-contenedores.ts';
import type { CotizacionCargaRequest } from '#shared/contract/schemas/certificado-carga.ts';
import type { CotizacionContenedoresRequest } from '#shared/contract/schemas/certificado-contenedores.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { documentoDelEstado } from '#shared/certificados/carga.ts';
import { documentosResueltos, pendienteDeDocumentos } from './documentos-pendientes.ts';
import { TENANT_SCOPE, type CounterRef } from './model/counters.ts';
import { defineEntity, type Contribution, type ItemOf, type WriteOp } from './model/entity.ts';
import { numeroBuscado, referenciaBuscada } from './busquedas.ts';
import { numerosDeCertificado } from './numeros-certificado.ts';

const esObjeto = (v: unknown) => typeof v === 'object' && v !== null;
const nombrado = z.object({ id: z.int(), nombre: z.string() });

/** Keys of the rendered PDFs and the certificate version they were rendered for. */
const documentosSchema = z.object({
  certificado: z.optional(z.string()),
  cotizacion: z.optional(z.string()),
  version: z.optional(z.int()),
});
export type DocumentosCarga = z.infer<typeof documentosSchema>;

export interface DecisionCarga {
  resultado: 'aprobado' | 'rechazado';
  observaciones: string;
  fecha: string;
  usuario: string;
}
export interface BajaCarga {
  motivo: string;
  fecha: string;
  usuario: string;
}

/** The two kinds of certificate under a floating policy: cargo (transporte) and containers. */
export const RAMOS_CERTIFICADO = ['transporte', 'contenedores'] as const;
export type RamoCertificado = (typeof RAMOS_CERTIFICADO)[number];

/**
 * A certificate under a floating policy as stored: who it belongs to (client, policy and insurer,
 * issuing company, producer), the request as sent and the server's price. `ramo` names the kind:
 * cargo and container certificates are one entity (same life, same lists), with the request and the
 * price of their kind (the compiler narrows them on `ramo`).
 */
const comunes = {
  id: z.int().check(z.positive()),
  estado: z.int(),
  fechaEstado: z.string(),
  nroCertificado: z.nullable(z.string()),
  nroReferenciaInterna: z.nullable(z.string()),
  /** The insured as issued (its tax id: what a claim's public notice proves; absent before it was kept). */
  cliente: z.object({ id: z.int(), nombre: z.string(), cif: z.optional(z.string()) }),
  /** The client's company (its portal users' roles are on it): the client's scope of the lists and counters. */
  clienteEmpresaId: z.int(),
  polizaId: z.int(),
  aseguradoraId: z.int(),
  /** The policy as it was when saved (its coverage's name is a claim's coverage). */
  poliza: z.object({ numero: z.string(), paisId: z.int(), aseguradora: z.string(), cobertura: z.optional(z.string()) }),
  endoso: z.nullable(nombrado),
  /** The company the creator worked under. */
  emisorId: z.int(),
  emisor: z.string(),
  /** Set when that company produces (productor, broker, partner). */
  productorId: z.nullable(z.int()),
  beneficiario: z.nullable(z.object({ id: z.int(), nombre: z.string(), cif: z.string() })),
  observacion: z.nullable(z.string()),
  decision: z.nullable(z.custom<DecisionCarga>(esObjeto)),
  baja: z.nullable(z.custom<BajaCarga>(esObjeto)),
  fechaEmision: z.nullable(z.string()),
  /** The public verification code, given at issue (absent before the issue, and on certificates issued before codes). */
  codigoVerificacion: z.optional(z.nullable(z.string())),
  /**
   * The sales declaration that declared it, and the technical one (set by the month close in the
   * transaction that makes it declarado); a declared certificate cannot be cancelled.
   */
  idDeclaracion: z.nullable(z.string()),
  idDeclaracionTecnica: z.optional(z.nullable(z.string())),
  documentos: documentosSchema,
  version: z.int().check(z.positive()),
  creado: z.string(),
  creadoPor: z.object({ id: z.int(), email: z.string() }),
  // Derived search keys.
  referencia: z.optional(z.string()),
  numero: z.optional(z.string()),
};
// request and resultado: validated by the contract when they came in; stored as priced, never
// re-validated against rules that may change.
const certificadoCargaSchema = z.discriminatedUnion('ramo', [
  z.object({
    ...comunes,
    ramo: z.literal('transporte'),
    request: z.custom<CotizacionCargaRequest>(esObjeto),
    resultado: z.custom<ResultadoCarga>(esObjeto),
  }),
  z.object({
    ...comunes,
    ramo: z.literal('contenedores'),
    request: z.custom<CotizacionContenedoresRequest>(esObjeto),
    resultado: z.custom<ResultadoContenedores>(esObjeto),
  }),
]);
type CertificadoCargaT = z.output<typeof certificadoCargaSchema>;
type CertificadoTransporteT = Extract<CertificadoCargaT, { ramo: 'transporte' }>;
type CertificadoContenedoresT = Extract<CertificadoCargaT, { ramo: 'contenedores' }>;

/** What every list row needs, whatever the kind (a page reads rows, not whole certificates). */
const filaComun = (c: CertificadoCargaT) => ({
  id: c.id,
  nroCertificado: c.nroCertificado,
  nroReferenciaInterna: c.nroReferenciaInterna,
  fechaEstado: c.fechaEstado,
  estado: c.estado,
  beneficiario: c.beneficiario ? { nombre: c.beneficiario.nombre } : null,
  cliente: { id: c.cliente.id, nombre: c.cliente.nombre },
  moneda: c.resultado.moneda,
  prima: c.resultado.prima,
  precioFinal: c.resultado.precioFinal,
  idDeclaracion: c.idDeclaracion,
  documentos: c.documentos,
  emisorId: c.emisorId,
  clienteEmpresaId: c.clienteEmpresaId,
  aseguradoraId: c.aseguradoraId,
});

/** A cargo row adds the sum insured, the markup and the trip. */
export const filaCargaDe = (c: CertificadoTransporteT) => ({
  ...filaComun(c),
  ramo: c.ramo,
  sumaAsegurada: c.resultado.sumaAsegurada,
  markup: c.resultado.markup.monto,
  transporteIds: c.request.transporteIds,
  origenId: c.request.origenId,
  destinoId: c.request.destinoId,
  paisPolizaId: c.poliza.paisId,
});

/** A container row adds the trip's dates and how many containers. */
export const filaContenedoresDe = (c: CertificadoContenedoresT) => ({
  ...filaComun(c),
  ramo: c.ramo,
  fechaSalida: c.request.fechaSalida,
  fechaLlegada: c.request.fechaLlegada,
  fechaDevolucion: c.request.fechaDevolucion,
  cantidadContenedores: c.request.contenedores.reduce((n, l) => n + l.cantidad, 0),
});

export type FilaCargaItem = ReturnType<typeof filaCargaDe>;
export type FilaContenedoresItem = ReturnType<typeof filaContenedoresDe>;
/** A list row of either kind; a list reads one kind (`ramo` is in every index's partition). */
export type CertificadoCargaFilaItem = FilaCargaItem | FilaContenedoresItem;
export const filaDe = (c: CertificadoCargaT): CertificadoCargaFilaItem =>
  c.ramo === 'transporte' ? filaCargaDe(c) : filaContenedoresDe(c);

const byFecha = ['fechaEstado', 'id'] as const;

/** The exact searches' keys: the number in upper case, the reference without signs. */
const busquedas = (c: Pick<CertificadoCargaT, 'nroCertificado' | 'nroReferenciaInterna'>) => ({
  referencia: c.nroReferenciaInterna ? referenciaBuscada(c.nroReferenciaInterna) || undefined : undefined,
  numero: c.nroCertificado ? numeroBuscado(c.nroCertificado) : undefined,
});

/** Who a certificate's totals belong to: the tenant, its issuing company, its client and its insurer. */
const AMBITOS = ['tenant', 'emisor', 'empresaCliente', 'aseguradora'] as const;
export type AmbitoCarga = (typeof AMBITOS)[number];
const ambitoId = (c: CertificadoCargaT, a: AmbitoCarga) =>
  a === 'tenant'
    ? TENANT_SCOPE.ambitoId
    : a === 'emisor'
      ? c.emisorId
      : a === 'empresaCliente'
        ? c.clienteEmpresaId
        : c.aseguradoraId;

/** Counter names per kind: `carga*` for cargo certificates (as before containers), `contenedores*` for containers. */
const PREFIJO: Record<RamoCertificado, string> = { transporte: 'carga', contenedores: 'contenedores' };

/** A list total of the certificates of one kind (all, or in one state) of a scope. */
export const certificadosTotal = (
  ramo: RamoCertificado,
  ambito: AmbitoCarga,
  id: number | string,
  estado?: number,
): CounterRef => ({
  ambito,
  ambitoId: id,
  metrica: estado === undefined ? PREFIJO[ramo] : `${PREFIJO[ramo]}.estado.${estado}`,
});

/** The premium issued of one kind in a currency, of a scope (the dashboard's figure). */
export const primaEmitidaTotal = (
  ramo: RamoCertificado,
  ambito: AmbitoCarga,
  id: number | string,
  monedaId: number,
): CounterRef => ({
  ambito,
  ambitoId: id,
  metrica: `${PREFIJO[ramo]}.primaEmitida.${monedaId}`,
});

/** Counts per kind, scope and state, and the premium and final price issued (per currency: amounts never mix currencies). */
const contribuciones = (c: CertificadoCargaT): Contribution[] =>
  AMBITOS.flatMap((a) => {
    const s = { ambito: a, ambitoId: ambitoId(c, a) };
    const emitido = c.estado === ESTADOS.emitido.id || c.estado === ESTADOS.declarado.id;
    const m = c.resultado.moneda.id;
    const p = PREFIJO[c.ramo];
    return [
      { ...s, metrica: p, valor: 1 },
      { ...s, metrica: `${p}.estado.${c.estado}`, valor: 1 },
      { ...s, metrica: `${p}.primaEmitida.${m}`, valor: emitido ? c.resultado.prima : 0 },
      { ...s, metrica: `${p}.precioEmitido.${m}`, valor: emitido ? c.resultado.precioFinal : 0 },
    ];
  });

export const CertificadoCarga = defineEntity(certificadoCargaSchema)({
  name: 'certificado-carga',
  description:
    'Un certificado bajo una póliza flotante, de carga (ramo transporte) o de contenedores (cotización, aprobación, emisión, baja); cada índice separa los ramos.',
  usedBy:
    'certificados: guardar/emitir/aprobar/rechazar/dar-de-baja/cancelar (escritura condicional sobre estado y versión), get y listas',
  key: { pk: ['id'], sk: [] },
  indexes: {
    byEmisor: {
      index: 'gsi1',
      pk: ['ramo', 'emisorId'],
      sk: byFecha,
      description: 'los de la empresa emisora por fecha de estado',
    },
    byEmisorEstado: {
      index: 'gsi2',
      pk: ['ramo', 'emisorId', 'estado'],
      sk: byFecha,
      description: 'los de la empresa emisora en un estado (y rango de fechas)',
    },
    byCliente: {
      index: 'gsi3',
      pk: ['ramo', 'clienteEmpresaId'],
      sk: byFecha,
      description: 'los de un cliente (su empresa: lo que ven sus usuarios) por fecha de estado',
    },
    byClienteEstado: {
      index: 'gsi4',
      pk: ['ramo', 'clienteEmpresaId', 'estado'],
      sk: byFecha,
      description: 'los de un cliente en un estado',
    },
    byAseguradora: {
      index: 'gsi5',
      pk: ['ramo', 'aseguradoraId'],
      sk: byFecha,
      description: 'los de las pólizas de una aseguradora por fecha de estado',
    },
    byAseguradoraEstado: {
      index: 'gsi6',
      pk: ['ramo', 'aseguradoraId', 'estado'],
      sk: byFecha,
      description: 'los de una aseguradora en un estado: la bandeja En aprobación',
    },
    byPoliza: { index: 'gsi7', pk: ['ramo', 'polizaId'], sk: byFecha, description: 'los de una póliza por fecha de estado' },
  },
  pad: { id: 10 },
  derive: busquedas,
  row: filaDe,
  patchable: ['documentos'],
  counters: contribuciones,
});
export type CertificadoCargaItem = ItemOf<typeof CertificadoCarga>;
export type CertificadoTransporteItem = Extract<CertificadoCargaItem, { ramo: 'transporte' }>;
export type CertificadoContenedoresItem = Extract<CertificadoCargaItem, { ramo: 'contenedores' }>;

/**
 * The tenant-wide face of a cargo certificate: an item per certificate carrying the same row, for
 * the access patterns the certificate's eight indexes have no room for (the administration's lists,
 * the exact number and reference). Written with every version of the certificate, in its transaction.
 */
export const CertificadoCargaIndice = defineEntity(
  z.object({
    id: z.int(),
    ramo: z.enum(RAMOS_CERTIFICADO),
    estado: z.int(),
    fechaEstado: z.string(),
    fila: z.custom<CertificadoCargaFilaItem>(esObjeto),
    version: z.int(),
    referencia: z.optional(z.string()),
    numero: z.optional(z.string()),
  }),
)({
  name: 'certificado-carga-indice',
  description: 'La fila de un certificado de carga o de contenedores en los índices del tenant entero.',
  usedBy:
    'list-certificados-carga y list-certificados-contenedores de la administración, búsquedas exactas por número y referencia',
  key: { pk: ['id'], sk: [] },
  indexes: {
    byRamo: { index: 'gsi1', pk: ['ramo'], sk: byFecha, description: 'todos los del tenant por fecha de estado' },
    byRamoEstado: { index: 'gsi2', pk: ['ramo', 'estado'], sk: byFecha, description: 'todos los del tenant en un estado' },
    byNumero: {
      index: 'gsi3',
      pk: ['ramo', 'numero'],
      sk: [],
      description: 'el emitido con ese número (exacto, mayúsculas)',
    },
    byReferencia: {
      index: 'gsi4',
      pk: ['ramo', 'referencia'],
      sk: byFecha,
      description: 'los de esa referencia interna (exacta, sin signos)',
    },
  },
  pad: { id: 10 },
  row: (i) => i.fila,
});

const indice = (c: CertificadoCargaItem) => ({
  id: c.id,
  ramo: c.ramo,
  estado: c.estado,
  fechaEstado: c.fechaEstado,
  fila: filaDe(c),
  version: c.version,
  ...busquedas(c),
});

/**
 * Every write of a certificate: the item (created, or conditional on the state and version read, so
 * of two concurrent transitions one wins) with its counters, and its tenant-wide face.
 */
export const guardarCertificadoCarga = (previous: CertificadoCargaItem | null, next: CertificadoCargaItem): WriteOp[] => [
  ...(previous
    ? CertificadoCarga.put(next, { previous, when: { estado: previous.estado, version: previous.version } })
    : CertificadoCarga.create(next)),
  ...CertificadoCargaIndice.put(indice(next), {}),
  ...pendienteDeDocumentos('certificado-carga', conDocumentos(next), previous && conDocumentos(previous)),
  ...(next.nroCertificado && !previous?.nroCertificado ? numerosCarga(next, next.nroCertificado) : []),
];

/** An issued number under each scope of the lists that reach the certificate (alcanceCargaDe). */
const numerosCarga = (c: CertificadoCargaItem, nroCertificado: string) =>
  numerosDeCertificado(c.ramo, c.id, nroCertificado, [
    { ambito: 'tenant', ambitoId: 0 },
    { ambito: 'emisor', ambitoId: c.emisorId },
    { ambito: 'aseguradora', ambitoId: c.aseguradoraId },
    { ambito: 'empresaCliente', ambitoId: c.clienteEmpresaId },
  ]);

/**
 * Whether a version still has its document to render: its state has one, and it is not already there
 * for this version (the month close carries the issued PDF over to the declared version: same document).
 */
const conDocumentos = (c: CertificadoCargaItem) => {
  const tipo = documentoDelEstado(c.estado);
  return {
    id: c.id,
    fechaEstado: c.fechaEstado,
    conDocumentos: tipo !== null && !(c.documentos.version === c.version && c.documentos[tipo]),
  };
};

/**
 * The rendered documents of a version, on both faces, only while that version is current: the render
 * runs in the background and must never put back an older state.
 */
export const patchDocumentosCarga = (c: CertificadoCargaItem, documentos: DocumentosCarga): WriteOp[] => [
  CertificadoCarga.patch({ id: c.id }, { documentos }, { when: { version: c.version } }),
  ...CertificadoCargaIndice.put(indice({ ...c, documentos }), { when: { version: c.version } }),
  ...documentosResueltos('certificado-carga', c),
];
