import * as z from 'zod/mini';
import { versionUsadaSchema } from '#shared/catalogos/versiones.ts';
import type { CotizacionAnualRequest, OfertaAnual, SolicitudAprobacionAnual } from '#shared/contract/schemas/rating-anual.ts';
import { documentoAnual } from '#shared/rating-anual/estados.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { documentosResueltos, pendienteDeDocumentos } from './documentos-pendientes.ts';
import { TENANT_SCOPE, type CounterRef } from './model/counters.ts';
import { defineEntity, type Contribution, type ItemOf, type WriteOp } from './model/entity.ts';

const esObjeto = (v: unknown) => typeof v === 'object' && v !== null;
const parteSchema = z.object({ id: z.int(), nombre: z.string(), cif: z.string() });

/** States an insurer sees: what reached it (a quote still Cotizado is the producer's own business). */
export const ESTADOS_DE_LA_ASEGURADORA: readonly number[] = [
  ESTADOS.enAprobacion.id,
  ESTADOS.aprobado.id,
  ESTADOS.rechazado.id,
  ESTADOS.emitido.id,
];

/**
 * An annual floating quote or certificate as stored (spec 2 §3.10): the form as sent, the offer the
 * server priced for the chosen coverage, the parties, the approval request and decision. A deleted
 * quote keeps its item (and audit) but leaves every list and count.
 */
const certificadoAnualSchema = z.object({
  id: z.int().check(z.positive()),
  estado: z.int(),
  fechaEstado: z.string(),
  nroCertificado: z.nullable(z.string()),
  nroReferenciaInterna: z.nullable(z.string()),
  // Validated by the contract when they came in; stored as priced, never re-validated against rules that may change.
  request: z.custom<CotizacionAnualRequest>(esObjeto),
  oferta: z.custom<OfertaAnual>(esObjeto),
  /** The master versions the offer was priced with. */
  versiones: z.object({ ratingAnual: versionUsadaSchema, monedas: versionUsadaSchema }),
  productor: z.object({ id: z.int(), nombre: z.string() }),
  creadoPor: z.object({ id: z.int(), email: z.string() }),
  tomador: parteSchema,
  beneficiario: parteSchema,
  tomadorEsBeneficiario: z.boolean(),
  solicitudAprobacion: z.nullable(z.custom<SolicitudAprobacionAnual & { fecha: string; usuario: string }>(esObjeto)),
  decision: z.nullable(
    z.object({ resultado: z.enum(['aprobado', 'rechazado']), observaciones: z.string(), fecha: z.string(), usuario: z.string() }),
  ),
  fechaEmision: z.nullable(z.string()),
  /** The public verification code, given at issue (absent before the issue, and on certificates issued before codes). */
  codigoVerificacion: z.optional(z.nullable(z.string())),
  eliminado: z.nullable(z.object({ fecha: z.string(), usuario: z.string() })),
  /** Keys of the rendered PDFs and the version they were rendered for. */
  documentos: z.object({ cotizacion: z.optional(z.string()), certificado: z.optional(z.string()), version: z.optional(z.int()) }),
  version: z.int().check(z.positive()),
  creado: z.string(),
  // Derived (absent once deleted: sparse indexes drop it from every list).
  productorId: z.optional(z.int()),
  aseguradoraId: z.optional(z.int()),
  listado: z.optional(z.literal('todos')),
});
type CertificadoAnualT = z.output<typeof certificadoAnualSchema>;

const fila = (c: CertificadoAnualT) => ({
  id: c.id,
  nroCertificado: c.nroCertificado,
  fechaEstado: c.fechaEstado,
  estado: c.estado,
  tomador: { id: c.tomador.id, nombre: c.tomador.nombre },
  beneficiario: { id: c.beneficiario.id, nombre: c.beneficiario.nombre },
  mae: { moneda: c.oferta.prima.moneda, monto: c.request.mae.monto },
  prima: c.oferta.prima.monto,
  premio: c.oferta.premio.monto,
  aseguradoraId: c.oferta.cobertura.idAseguradora,
});
export type CertificadoAnualFilaItem = ReturnType<typeof fila>;

/** Who a certificate's totals belong to: the tenant, its producer and (once it reached it) its insurer. */
export type AmbitoAnual = 'tenant' | 'productor' | 'aseguradora';

export const certificadosAnualesTotal = (ambito: AmbitoAnual, id: number | string, estado?: number): CounterRef => ({
  ambito,
  ambitoId: id,
  metrica: estado === undefined ? 'anual' : `anual.estado.${estado}`,
});

const contribuciones = (c: CertificadoAnualT): Contribution[] => {
  if (c.eliminado) return [];
  const ambitos: { ambito: AmbitoAnual; ambitoId: number | string }[] = [
    { ambito: 'tenant', ambitoId: TENANT_SCOPE.ambitoId },
    { ambito: 'productor', ambitoId: c.productor.id },
  ];
  if (ESTADOS_DE_LA_ASEGURADORA.includes(c.estado))
    ambitos.push({ ambito: 'aseguradora', ambitoId: c.oferta.cobertura.idAseguradora });
  return ambitos.flatMap((s) => [
    { ...s, metrica: 'anual', valor: 1 },
    { ...s, metrica: `anual.estado.${c.estado}`, valor: 1 },
  ]);
};

const byFecha = ['fechaEstado', 'id'] as const;

export const CertificadoAnual = defineEntity(certificadoAnualSchema)({
  name: 'certificado-anual',
  description:
    'Una cotización o certificado de rating anual flotante (cotizado, en aprobación, aprobado, rechazado, emitido), con su formulario y la oferta calculada en el servidor.',
  usedBy:
    'rating-anual: guardar/solicitar-aprobacion/aprobar/rechazar/emitir/eliminar (escritura condicional sobre estado y versión), get, lista y descarga',
  key: { pk: ['id'], sk: [] },
  indexes: {
    byProductor: { index: 'gsi1', pk: ['productorId'], sk: byFecha, description: 'los del productor por fecha de estado' },
    byProductorEstado: {
      index: 'gsi2',
      pk: ['productorId', 'estado'],
      sk: byFecha,
      description: 'los del productor en un estado',
    },
    byAseguradora: {
      index: 'gsi3',
      pk: ['aseguradoraId'],
      sk: byFecha,
      description: 'los que llegaron a la aseguradora de la cobertura (desde la solicitud de aprobación)',
    },
    byAseguradoraEstado: {
      index: 'gsi4',
      pk: ['aseguradoraId', 'estado'],
      sk: byFecha,
      description: 'los de la aseguradora en un estado: su bandeja En aprobación',
    },
    byTenant: { index: 'gsi5', pk: ['listado'], sk: byFecha, description: 'todos los del tenant (la administración)' },
    byTenantEstado: {
      index: 'gsi6',
      pk: ['listado', 'estado'],
      sk: byFecha,
      description: 'todos los del tenant en un estado',
    },
  },
  pad: { id: 10 },
  derive: (c) =>
    c.eliminado
      ? { productorId: undefined, aseguradoraId: undefined, listado: undefined }
      : {
          productorId: c.productor.id,
          aseguradoraId: ESTADOS_DE_LA_ASEGURADORA.includes(c.estado) ? c.oferta.cobertura.idAseguradora : undefined,
          listado: 'todos' as const,
        },
  row: fila,
  patchable: ['documentos'],
  counters: contribuciones,
});
export type CertificadoAnualItem = ItemOf<typeof CertificadoAnual>;

/** Whether a version still lacks its paper (the quotation until issued, the certificate once issued); a deleted quote gets none. */
export const papelAnualPendiente = (c: CertificadoAnualItem): boolean =>
  !c.eliminado && !(c.documentos.version === c.version && c.documentos[documentoAnual(c.estado)]);

const conDocumentos = (c: CertificadoAnualItem) => ({
  id: c.id,
  fechaEstado: c.fechaEstado,
  conDocumentos: papelAnualPendiente(c),
});

/**
 * Every write of a certificate: created, or conditional on the state and version read (of two
 * concurrent changes one wins), with its pending-documents entry.
 */
export const guardarCertificadoAnual = (previous: CertificadoAnualItem | null, next: CertificadoAnualItem): WriteOp[] => [
  ...(previous
    ? CertificadoAnual.put(next, { previous, when: { estado: previous.estado, version: previous.version } })
    : CertificadoAnual.create(next)),
  ...pendienteDeDocumentos('rating-anual', conDocumentos(next), previous && conDocumentos(previous)),
];

/** The rendered documents of a version, only while that version is current; its pending entry goes. */
export const patchDocumentosAnual = (c: CertificadoAnualItem, documentos: CertificadoAnualItem['documentos']): WriteOp[] => [
  CertificadoAnual.patch({ id: c.id }, { documentos }, { when: { version: c.version } }),
  ...documentosResueltos('rating-anual', c),
];
