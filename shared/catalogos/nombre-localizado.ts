/** A catalogue entry as every master writes it: the Spanish name, and optionally one per other locale. */
export interface ConNombres {
  nombre: string;
  nombres?: { 'pt-BR'?: string | undefined } | undefined;
}

/**
 * The name of a catalogue entry in the tenant's locale. The Spanish `nombre` stays the fallback so an
 * entry an insurer added without a translation still shows a name rather than nothing.
 */
export const nombreLocalizado = (entry: ConNombres, locale: string): string =>
  (locale === 'pt-BR' ? entry.nombres?.['pt-BR'] : undefined) || entry.nombre;
