import * as z from 'zod/mini';
import { defineEntity, type WriteOp } from './model/entity.ts';

/** The certificates whose PDFs are rendered in the background: specific trips and floating-policy ones. */
export const ENTIDADES_CON_DOCUMENTOS = ['viaje-especifico', 'certificado-carga'] as const;
export type EntidadConDocumentos = (typeof ENTIDADES_CON_DOCUMENTOS)[number];

/**
 * One small item per certificate version whose documents are not rendered yet, sorted by the time of
 * that version (its fechaEstado, which every transition sets): the retry job reads only those pending
 * for too long. Its key comes from the certificate (and its kind: the two id sequences are apart), so
 * whoever writes a version can find it.
 */
export const DocumentoPendiente = defineEntity(
  z.object({ fechaEstado: z.string(), entidad: z.enum(ENTIDADES_CON_DOCUMENTOS), id: z.int(), intentos: z.int() }),
)({
  name: 'documento-pendiente',
  description: 'Una versión de certificado (viaje específico o de póliza flotante) cuyos PDF todavía no se generaron.',
  usedBy:
    'las escrituras de certificados (la reemplazan), generar-documentos (la borra), reintentar-documentos (lee sk < hace N minutos)',
  key: { pk: [], sk: ['fechaEstado', 'entidad', 'id'] },
  pad: { id: 10 },
});

/** A certificate version as the entry sees it: whether its state has documents to render. */
export interface VersionConDocumentos {
  id: number;
  fechaEstado: string;
  conDocumentos: boolean;
}

/**
 * The writes that keep the pending-documents entry in step with a new version of a certificate, in
 * the transaction that writes the version: the previous version's entry goes, and the new one comes
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
export const documentosResueltos = (entidad: EntidadConDocumentos, v: { id: number; fechaEstado: string }): WriteOp[] =>
  DocumentoPendiente.delete({ fechaEstado: v.fechaEstado, entidad, id: v.id });
