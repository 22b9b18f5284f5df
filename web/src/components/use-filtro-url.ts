import { useUrlParams } from '#web/lib/url-params.ts';
import { PAGER_PARAMS } from './use-cursor-pager.ts';

/** How one filter reads from and writes to its URL parameter. */
export interface FormaParametro<T> {
  /** The value a parameter names, or `vacio` when it is missing or names nothing the list knows. */
  leer: (valor: string | null) => T;
  /** The parameter's text, or null for the default (which leaves no parameter). */
  escribir: (valor: T) => string | null;
}

/**
 * One list filter kept in the URL (`?<nombre>=`): a reload, Back or a shared link show the same list.
 * Changing it drops the cursors, so the list starts again from page one; other parameters stay.
 */
export function useFiltroEnUrl<T>(nombre: string, forma: FormaParametro<T>): [T, (valor: T) => void] {
  const { params, update } = useUrlParams();
  const poner = (valor: T) =>
    update((actual) => {
      const next = new URLSearchParams(actual);
      const texto = forma.escribir(valor);
      if (texto) next.set(nombre, texto);
      else next.delete(nombre);
      next.delete(PAGER_PARAMS.cursors);
      return next;
    });
  return [forma.leer(params.get(nombre)), poner];
}

/** The order of a list, newest first unless the URL says `asc`. */
export const ORDEN: FormaParametro<'asc' | 'desc'> = {
  leer: (v) => (v === 'asc' ? 'asc' : 'desc'),
  escribir: (v) => (v === 'asc' ? v : null),
};

/** One of a fixed set of values (a state a Select offers), or null when the URL names none of them. */
export const unoDe = (valores: readonly string[]): FormaParametro<string | null> => ({
  leer: (v) => (v !== null && valores.includes(v) ? v : null),
  escribir: (v) => v,
});
