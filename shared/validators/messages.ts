/** The form messages of spec 1 §5.1, with {CAMPO} and {MAXIMO} filled in. Used by the API and the SPA alike. */
export const mensajes = {
  requerido: (campo: string) => `El campo ${campo} es requerido`,
  caracteresInvalidos: (campo: string) => `El campo ${campo} contiene caracteres no permitidos`,
  maximo: (campo: string, maximo: number) => `El campo ${campo} no puede superar los ${maximo} caracteres`,
  invalido: (campo: string) => `El campo ${campo} no es válido`,
} as const;

/** Letters (accents and ñ included), spaces, apostrophes, dots and hyphens: names, not symbols. */
export const NOMBRE_PERMITIDO = /^[\p{L}][\p{L}\p{M} '.-]*$/u;

/**
 * Free text of a claim (spec 3 §5.5 "custom text rule", not shown): at least one letter or digit, no
 * markup brackets and no control characters. It keeps scripts and binary junk out of documents.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point of this rule
export const TEXTO_LIBRE = /^(?=[\s\S]*[\p{L}\p{N}])[^<>\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/u;
export const TELEFONO = /^[+]?[\d\s().-]{6,100}$/;
