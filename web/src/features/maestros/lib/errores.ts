import type { Translate } from '#web/lib/i18n.tsx';
import { mensajeEnIdioma } from '#web/lib/mensaje-en-idioma.ts';

/**
 * Where a server error of a new version points, for a person: 'contenido.7.nombre' -> 'Fila 8 · nombre',
 * 'contenido.coberturas.2.configuracion.reglas' -> 'coberturas · fila 3 · configuracion.reglas'.
 */
export const lugarDelError = (path: string, fila: (n: number) => string): string =>
  path
    .replace(/^contenido\.?/, '')
    .split('.')
    .filter(Boolean)
    .reduce<string[]>((partes, p, i, todas) => {
      // A list index names the row only when a field of that row follows.
      if (/^\d+$/.test(p) && i < todas.length - 1) return [...partes, fila(Number(p) + 1)];
      const ultima = partes.at(-1);
      return ultima && !/^\d+$/.test(todas[i - 1] ?? '') ? [...partes.slice(0, -1), `${ultima}.${p}`] : [...partes, p];
    }, [])
    .join(' · ');

/** What `z.safeParse` reports, as far as the coverage form reads it. */
export interface Problema {
  code: string;
  path: PropertyKey[];
  message: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  errors?: Problema[][];
}

/** A branch of a union that failed on its own shape (another key, another field) is not the one meant. */
const otraForma = (ps: readonly Problema[]) =>
  ps.some((p) => p.code === 'unrecognized_keys' || (p.code === 'invalid_value' && p.path.length === 1));

/**
 * The problems of a failed union (a rule's condition) are those of the branch the value was meant for:
 * the one with the fewest problems, preferring one whose shape matches. Nested under the union's path.
 */
export const aplanarProblemas = (problemas: readonly Problema[]): Problema[] =>
  problemas.flatMap((p) => {
    if (p.code !== 'invalid_union' || !p.errors?.length) return [p];
    const puntaje = (ps: readonly Problema[]) => ps.length + (otraForma(ps) ? 100 : 0);
    const rama = p.errors.reduce((mejor, r) => (puntaje(r) < puntaje(mejor) ? r : mejor));
    return aplanarProblemas(rama.map((r) => ({ ...r, path: [...p.path, ...r.path] })));
  });

/**
 * A problem for a person: the schema's own messages (refinements) are the spec's texts, in the
 * tenant's language; the generic ones of zod (English) become the portal's.
 */
export const mensajeDelProblema = (p: Problema, t: Translate): string => {
  switch (p.code) {
    case 'custom':
    case 'invalid_format':
      return mensajeEnIdioma(p.message);
    case 'too_small':
      if (p.origin === 'array') return t('maestros.error.alMenosUno');
      if (p.origin === 'string') return t('maestros.error.requerido');
      return t('maestros.error.minimo', { n: Number(p.minimum).toLocaleString('es-AR') });
    case 'too_big':
      return t('maestros.error.maximo', { n: Number(p.maximum).toLocaleString('es-AR') });
    case 'invalid_type':
      return t('maestros.error.requerido');
    default:
      return t('maestros.error.invalido');
  }
};

/** Field errors by path ('configuracion.reglas.3.valor'); the first problem of a field wins. */
export type Errores = Record<string, string>;

export const erroresPorCampo = (problemas: readonly Problema[], t: Translate): Errores =>
  aplanarProblemas(problemas).reduce<Errores>((errores, p) => {
    const clave = p.path.map(String).join('.');
    return clave in errores ? errores : { ...errores, [clave]: mensajeDelProblema(p, t) };
  }, {});
