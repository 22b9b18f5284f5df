/**
 * What an attachment may be (spec issue: images, PDF and office documents; 15 MB; 10 per list).
 * Shared so the browser refuses early and the server refuses for real.
 */
export const MAX_FILE_BYTES = 15 * 1024 * 1024;
export const MAX_FILES_PER_LIST = 10;

export const ALLOWED_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/csv',
] as const;

export type AllowedContentType = (typeof ALLOWED_CONTENT_TYPES)[number];

export const isAllowedContentType = (value: string): value is AllowedContentType =>
  (ALLOWED_CONTENT_TYPES as readonly string[]).includes(value);

export const FILE_MESSAGES = {
  tooBig: 'El archivo supera el máximo de 15 MB.',
  badType: 'Tipo de archivo no permitido: solo imágenes, PDF y documentos de Office.',
  tooMany: 'Se permiten hasta 10 archivos por lista.',
  missing: 'El archivo no se subió o ya no está disponible. Volvé a intentarlo.',
} as const;
