import * as z from 'zod/mini';
import { defineEntity, type WriteOp } from './model/entity.ts';

/**
 * Everything whose papers are made in the background: specific trips, floating-policy certificates,
 * annual quotes and boat quotes (whose paid policy also goes by e-mail to the policyholder).
 */
export const ENTIDADES_CON_DOCUMENTOS = ['viaje-especifico', 'certificado-carga', 'rating-anual', 'embarcacion'] as const;
export type EntidadConDocumentos = (typeof ENTIDADES_CON_DOCUMENTOS)[number];

/**
 * One small item per version whose documents are not made yet, sorted by the time of that version
 * (a certificate's fechaEstado, which every transition sets; a boat quote's creation, then its
 * payment): the retry job reads only those pending for too long. Its key comes from the item (and
 * its kind: the id sequences are apart; a boat quote's id is a string), so whoever writes a version
 * can find it.
 */
export const DocumentoPendiente = defineEntity(
  z.object({
    fechaEstado: z.string(),
    entidad: z.enum(ENTIDADES_CON_DOCUMENTOS),
    id: z.union([z.int(), z.string()]),
    intentos: z.int(),
  }),
)({
  name: 'documento-pendiente',
  description:
    'Una versión de certificado (viaje específico, de póliza flotante o rating anual) o una cotización de embarcación cuyos documentos (o el correo de su póliza) todavía no se hicieron.',
  usedBy:
    'las escrituras de certificados y cotizaciones de embarcación (la reemplazan), generar-documentos (la borra), reintentar-documentos (lee sk < hace N minutos)',
  key: { pk: [], sk: ['fechaEstado', 'entidad', 'id'] },
  pad: { id: 10 },
});

/** A version as the entry sees it: whether it still has documents to make. */
export interface VersionConDocumentos {
  id: number | string;
  fechaEstado: string;
  conDocumentos: boolean;
}

/**
 * The writes that keep the pending-documents entry in step with a new version, in the transaction
 * that writes the version: the previous version's entry goes, and the new one comes
 * when its state has documents to render.
 */
export const pendienteDeDocumentos = (
  entidad: EntidadConDocumentos,
  nueva: VersionConDocumentos,
  anterior: VersionConDocumentos | null,
): WriteOp[] => [
  ...(anterior && anterior.fechaEstado !== nueva.fechaEstado && anterior.conDocumentos
    ? DocumentoPendiente.delete({ fechaEstado: anterior.fechaEstado, entidad, id: anterior.id })
    : []),
  ...(nueva.conDocumentos
    ? DocumentoPendiente.put({ fechaEstado: nueva.fechaEstado, entidad, id: nueva.id, intentos: 0 }, {})
    : []),
];

/** The entry of a version whose documents were rendered. */
export const documentosResueltos = (entidad: EntidadConDocumentos, v: { id: number | string; fechaEstado: string }): WriteOp[] =>
  DocumentoPendiente.delete({ fechaEstado: v.fechaEstado, entidad, id: v.id });
