import { nombreLocalizado, type ConNombres } from '../catalogos/nombre-localizado.ts';
import type { Locale } from '../tenants/tenant.ts';

/**
 * The pt-BR texts of a coverage, specific-trip or annual (issue 31): the same `nombres` field the
 * catalogues carry (ADR 0177) on the coverage's name, each deductible and each security measure, and
 * `resumenesEn` for the specific-trip summaries. The Spanish text stays the spec's and the fallback: a
 * coverage an insurer wrote without a translation reads in Spanish rather than blank. Pure and free of
 * zod (the bounds are in schemas.ts), so the screens that only read an offer do not load the schemas.
 */

export interface Deducible {
  cobertura: string;
  deducible: string;
  nombres?: { 'pt-BR'?: { cobertura?: string | undefined; deducible?: string | undefined } | undefined } | undefined;
}

/** A deductible copied into an offer, its pt-BR texts too, so the offer never shares the master's objects. */
export const copiaDeducible = <D extends Deducible>(d: D): D => {
  const pt = d.nombres?.['pt-BR'];
  return { ...d, ...(d.nombres ? { nombres: pt ? { 'pt-BR': { ...pt } } : {} } : {}) };
};

/** A deductible in the tenant's locale: each part its pt-BR text when written, its Spanish one otherwise. */
export const deducibleLocalizado = <D extends Deducible>(d: D, locale: Locale): D => {
  const pt = locale === 'pt-BR' ? d.nombres?.['pt-BR'] : undefined;
  return { ...d, cobertura: pt?.cobertura || d.cobertura, deducible: pt?.deducible || d.deducible };
};

export interface ConResumenes {
  resumenes: string[];
  resumenesEn?: { 'pt-BR'?: string[] | undefined } | undefined;
}

/** The summaries in the tenant's locale, line by line (a line without translation keeps its Spanish). */
export const resumenesLocalizados = (c: ConResumenes, locale: Locale): string[] => {
  const pt = locale === 'pt-BR' ? c.resumenesEn?.['pt-BR'] : undefined;
  return c.resumenes.map((r, i) => pt?.[i] || r);
};

/** What an offer (or a saved quote's view of it) prints of its coverage's texts. */
export interface TextosDeOferta {
  cobertura: ConNombres & Partial<ConResumenes>;
  deducibles: Deducible[];
  medidasSeguridad: ConNombres[];
}

/**
 * An offer with its coverage's texts in the tenant's locale, so each screen and paper keeps reading
 * `cobertura.nombre`, `deducibles` and `medidasSeguridad` and none chooses the language itself.
 */
export const ofertaEnLocale = <O extends TextosDeOferta>(o: O, locale: Locale): O =>
  locale === 'es-AR'
    ? o
    : {
        ...o,
        cobertura: {
          ...o.cobertura,
          nombre: nombreLocalizado(o.cobertura, locale),
          ...(o.cobertura.resumenes ? { resumenes: resumenesLocalizados(o.cobertura as ConResumenes, locale) } : {}),
        },
        deducibles: o.deducibles.map((d) => deducibleLocalizado(d, locale)),
        medidasSeguridad: o.medidasSeguridad.map((m) => ({ ...m, nombre: nombreLocalizado(m, locale) })),
      };
