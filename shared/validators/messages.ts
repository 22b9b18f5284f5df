/** The form messages of spec 1 §5.1, with {CAMPO} and {MAXIMO} filled in. Used by the API and the SPA alike. */
export const mensajes = {
  requerido: (campo: string) => `El campo ${campo} es requerido`,
  caracteresInvalidos: (campo: string) => `El campo ${campo} contiene caracteres no permitidos`,
  maximo: (campo: string, maximo: number) => `El campo ${campo} no puede superar los ${maximo} caracteres`,
  invalido: (campo: string) => `El campo ${campo} no es válido`,
} as const;

/** Letters (accents and ñ included), spaces, apostrophes, dots and hyphens: names, not symbols. */
export const NOMBRE_PERMITIDO = /^[\p{L}][\p{L}\p{M} '.-]*$/u;
