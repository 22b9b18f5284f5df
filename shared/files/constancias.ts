/**
 * The constancia de situación fiscal of issuers and clients (spec 1 §3.2, §5.2). The spec's uploader
 * has no size limit, but a presigned POST needs one: 10 MB holds any scanned certificate.
 */
export const CONSTANCIA_TIPOS = ['application/pdf', 'image/png', 'image/jpeg', 'text/csv'] as const;
export type ConstanciaTipo = (typeof CONSTANCIA_TIPOS)[number];
export const MAX_CONSTANCIA_BYTES = 10 * 1024 * 1024;
/** Files one entity holds: a form of a person, not an archive. */
export const MAX_CONSTANCIAS = 20;
export const CONSTANCIA_MENSAJES = {
  tooBig: 'El archivo supera el máximo de 10 MB.',
  badType: 'Tipo de archivo no permitido: solo PDF, PNG, JPEG o CSV.',
} as const;

/** Spec 1 §5.2: the list shows an icon for png, pdf and csv (a generic one otherwise). */
export const iconoDeArchivo = (tipo: string): 'png' | 'pdf' | 'csv' | 'otro' =>
  tipo === 'image/png' ? 'png' : tipo === 'application/pdf' ? 'pdf' : tipo === 'text/csv' ? 'csv' : 'otro';

/** What an upload asks for a browser file (the server refuses a type or size it does not allow). */
export const pedidoDeSubida = (file: { name: string; type: string; size: number }) => ({
  nombre: file.name,
  tipo: file.type as ConstanciaTipo,
  tamano: file.size,
});
