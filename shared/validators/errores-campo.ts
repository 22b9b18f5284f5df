/** Field errors, keyed by the request field name, with a Spanish message. */
export type ErroresCampo = Record<string, string>;

/**
 * A request a pure pricing function refuses field by field; the API answers it as a 400 naming each
 * field. Apart from the engines so a function that only maps it does not load one.
 */
export class SolicitudInvalidaError extends Error {
  constructor(readonly errores: ErroresCampo) {
    super('Por favor, revisá los errores para poder continuar');
    this.name = 'SolicitudInvalidaError';
  }
}
