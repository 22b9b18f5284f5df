/**
 * A certificate number as its prefix search reads it (record 0178): the digits after the product's
 * letters, without the zeros that pad them ('CC-00000123' is 123). What a person types is read the
 * same way, so 'CC-00000123', 'cc123', '00000123', '123' and '12' all reach CC-00000123 (the last as a
 * prefix, with 120…129 and 1200…).
 */
export const MAX_DIGITOS = 12;

/** The letters before each kind's numbers: a number typed with another kind's letters is not this kind's. */
export const LETRAS_DE_PRODUCTO = { transporte: 'CC', contenedores: 'CT', 'viaje-especifico': 'VE' } as const;
export type ProductoConNumero = keyof typeof LETRAS_DE_PRODUCTO;

/** The stored key of an issued number, or null for a number without digits. */
export const digitosDeNumero = (nroCertificado: string): string | null => {
  const digitos = /(\d+)$/.exec(nroCertificado.trim())?.[1];
  return digitos === undefined ? null : digitos.replace(/^0+(?=\d)/, '');
};

/**
 * The prefix to look up in one kind's numbers for what a person typed: the kind's letters or their
 * start (upper or lower case, optional), an optional dash or space, then digits. Another kind's letters,
 * or anything else, find nothing (null). Only zeros (or no digit at all after the letters) is the empty
 * prefix: every issued number.
 */
export const prefijoBuscado = (texto: string, producto: ProductoConNumero): string | null => {
  const m = /^([A-Za-z]{0,2})[-\s]?(\d{0,12})$/.exec(texto.trim());
  if (!m || (!m[1] && !m[2])) return null;
  if (!LETRAS_DE_PRODUCTO[producto].startsWith((m[1] ?? '').toUpperCase())) return null;
  return (m[2] ?? '').replace(/^0+/, '');
};
