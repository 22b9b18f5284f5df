import * as z from 'zod/mini';
import type { CotizacionRequest, Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { versionesUsadasSchema } from '#shared/catalogos/versiones.ts';
import { soloAlfanumerico } from '#shared/text/normalizar.ts';
import { documentosDelEstado } from '#shared/viajes-especificos/documentos.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { pendienteDeDocumentos } from './documentos-pendientes.ts';
import { defineEntity, type Contribution, type ItemOf, type WriteOp } from './model/entity.ts';

const parteSchema = z.object({ id: z.int(), nombre: z.string(), cif: z.string() });
export type ParteItem = z.infer<typeof parteSchema>;

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

/** Keys of the rendered PDFs and the certificate version they were rendered for. */
const documentosSchema = z.object({
  asegurado: z.optional(z.string()),
  pas: z.optional(z.string()),
  constancia: z.optional(z.string()),
  version: z.optional(z.int()),
});
export type Documentos = z.infer<typeof documentosSchema>;

/** A specific-trip certificate as stored: the request and the server-priced offer it was saved with. */
const certificadoSchema = z.object({
  id: z.int().check(z.positive()),
  estado: z.int(),
  fechaEstado: z.string(),
  nroCertificado: z.nullable(z.string()),
  codigoVerificacion: z.nullable(z.string()),
  // Validated by the contract when they came in; stored as priced, never re-validated against rules that may change.
  request: z.custom<CotizacionRequest>((v) => typeof v === 'object' && v !== null),
  oferta: z.custom<Oferta>((v) => typeof v === 'object' && v !== null),
  /** The master versions the offer was priced with (absent on certificates saved before masters were versioned). */
  versiones: z.optional(versionesUsadasSchema),
  productor: z.object({ id: z.int(), nombre: z.string() }),
  /** The user who created it, for notifications. */
  creadoPor: z.object({ id: z.int(), email: z.string() }),
  tomador: z.nullable(parteSchema),
  beneficiario: z.nullable(parteSchema),
  emision: z.nullable(z.custom<EmisionItem>()),
  solicitudAprobacion: z.nullable(z.custom<SolicitudAprobacionItem>()),
  venceEl: z.nullable(z.string()),
  /** Keys of the rendered PDFs; the documents function fills them after a save or an issue. */
  documentos: documentosSchema,
  /** The sales and technical declarations that declared it (set by the month close, with estado declarado). */
  idDeclaracion: z.optional(z.nullable(z.string())),
  idDeclaracionTecnica: z.optional(z.nullable(z.string())),
  version: z.int().check(z.positive()),
  creado: z.string(),
  // Derived: ids lifted out of nested data, and the internal reference as searched.
  productorId: z.optional(z.int()),
  aseguradoraId: z.optional(z.int()),
  tomadorId: z.optional(z.int()),
  referencia: z.optional(z.string()),
});
type Certificado = z.output<typeof certificadoSchema>;

/** What a list row needs, and nothing else (a page reads rows, not 5 KB items). */
const fila = (c: Certificado) => ({
  id: c.id,
  nroCertificado: c.nroCertificado,
  estado: c.estado,
  fechaEstado: c.fechaEstado,
  tomador: c.tomador,
  moneda: c.oferta.moneda,
  valorFactura: c.request.ValorFactura,
  gastoEnvio: c.request.GastoEnvio,
  demasGastos: c.request.DemasGastos,
  beneficioImaginario: c.request.BeneficioImaginario,
  sumaAsegurada: c.oferta.sumaAsegurada,
  premio: c.oferta.premio,
  requiereSeguridad: c.oferta.medidasSeguridad.length > 0,
  operacionId: c.request.OperacionId,
  transporteId: c.request.TransporteId,
  nroReferenciaInterna: c.emision?.nroReferenciaInterna ?? null,
  documentos: c.documentos,
  productorId: c.productor.id,
  aseguradoraId: c.oferta.cobertura.idAseguradora,
});
export type CertificadoFila = ReturnType<typeof fila>;
/** The list row of a whole certificate (a lookup that read items, not an index's rows). */
export const filaVE = fila;

const USD = 840;
const emitidoODeclarado = (estado: number) => estado === ESTADOS.emitido.id || estado === ESTADOS.declarado.id;
const SCOPES = (c: Certificado) => [
  { ambito: 'productor', ambitoId: c.productor.id },
  { ambito: 'aseguradora', ambitoId: c.oferta.cobertura.idAseguradora },
];

/** What a certificate adds to its producer's and its insurer's figures. */
const contribuciones = (c: Certificado): Contribution[] =>
  SCOPES(c).flatMap((s) => [
    { ...s, metrica: 've', valor: 1 },
    { ...s, metrica: `ve.estado.${c.estado}`, valor: 1 },
    {
      ...s,
      metrica: 've.premioEmitidoUsd',
      // Declaring an issued certificate does not take its premium out of what was issued.
      valor: emitidoODeclarado(c.estado) && c.oferta.moneda.id === USD ? c.oferta.premio : 0,
    },
  ]);

const byFecha = ['fechaEstado', 'id'] as const;

export const CertificadoVE = defineEntity(certificadoSchema)({
  name: 'certificado-ve',
  description: 'Un certificado de viaje específico (cotización, aprobación, emisión).',
  usedBy: 'cotizar/guardar/emitir/aprobar (escritura condicional sobre estado y versión), get-certificado, list-certificados',
  key: { pk: ['id'], sk: [] },
  indexes: {
    byProductor: { index: 'gsi1', pk: ['productorId'], sk: byFecha, description: 'los del productor por fecha de estado' },
    byAseguradora: {
      index: 'gsi2',
      pk: ['aseguradoraId'],
      sk: byFecha,
      description: 'los de la aseguradora por fecha de estado',
    },
    byProductorEstado: {
      index: 'gsi3',
      pk: ['productorId', 'estado'],
      sk: byFecha,
      description: 'los del productor en un estado (y rango de fechas)',
    },
    byAseguradoraEstado: {
      index: 'gsi4',
      pk: ['aseguradoraId', 'estado'],
      sk: byFecha,
      description: 'los de la aseguradora en un estado: la bandeja En aprobación',
    },
    byProductorTomador: {
      index: 'gsi5',
      pk: ['productorId', 'tomadorId'],
      sk: byFecha,
      description: 'los del productor de un tomador',
    },
    byAseguradoraTomador: {
      index: 'gsi6',
      pk: ['aseguradoraId', 'tomadorId'],
      sk: byFecha,
      description: 'los de la aseguradora de un tomador',
    },
    byNumero: {
      index: 'gsi7',
      pk: ['nroCertificado'],
      sk: [],
      description: 'el emitido con ese número (aviso de siniestro, filtro por número); sólo emitidos',
    },
    byReferencia: {
      index: 'gsi8',
      pk: ['referencia'],
      sk: byFecha,
      description: 'los emitidos con esa referencia interna (exacta, sin signos)',
    },
  },
  pad: { id: 10 },
  derive: (c) => ({
    productorId: c.productor.id,
    aseguradoraId: c.oferta.cobertura.idAseguradora,
    tomadorId: c.tomador?.id,
    referencia: c.emision?.nroReferenciaInterna ? soloAlfanumerico(c.emision.nroReferenciaInterna) || undefined : undefined,
  }),
  row: fila,
  patchable: ['documentos'],
  counters: contribuciones,
});
export type CertificadoItem = ItemOf<typeof CertificadoVE>;

/** One small item per open quote, sorted by expiry date: the daily job reads only what is due. */
export const Vencimiento = defineEntity(z.object({ venceEl: z.string(), id: z.int() }))({
  name: 'vencimiento',
  description: 'El vencimiento de una cotización abierta.',
  usedBy: 'vencer-cotizaciones (lee sólo sk < hoy, por páginas)',
  key: { pk: [], sk: ['venceEl', 'id'] },
  pad: { id: 10 },
});

type Version = Pick<Certificado, 'id' | 'estado' | 'fechaEstado'>;
const conDocumentos = (v: Version) => ({
  id: v.id,
  fechaEstado: v.fechaEstado,
  conDocumentos: documentosDelEstado(v.estado).length > 0,
});

/** The pending-documents entry of a specific-trip certificate's new version (see pendienteDeDocumentos). */
export const pendienteVE = (nueva: Version, anterior: Version | null): WriteOp[] =>
  pendienteDeDocumentos('viaje-especifico', conDocumentos(nueva), anterior && conDocumentos(anterior));

export const certificadosTotal = (ambito: 'productor' | 'aseguradora', empresaId: number, estado?: number) => ({
  ambito,
  ambitoId: empresaId,
  metrica: estado === undefined ? 've' : `ve.estado.${estado}`,
});
