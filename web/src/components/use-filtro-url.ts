import { useState } from 'react';
import type { RangoFechas } from '#web/lib/rango-fechas.ts';
import { useUrlParams } from '#web/lib/url-params.ts';
import { FILTRO_PARAMS } from './filtros-url.ts';
import { PAGER_PARAMS, type Direccion } from './use-cursor-pager.ts';

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

/** The order of a list: `porDefecto` (no parameter) unless the URL names the other one. */
export const orden = (porDefecto: Direccion): FormaParametro<Direccion> => ({
  leer: (v) => (v === 'asc' || v === 'desc' ? v : porDefecto),
  escribir: (v) => (v === porDefecto ? null : v),
});

/** One of a fixed set of values (a state a Select offers), or null when the URL names none of them. */
export const unoDe = <T extends string>(valores: readonly T[]): FormaParametro<T | null> => ({
  leer: (v) => valores.find((x) => x === v) ?? null,
  escribir: (v) => v,
});

const ISO = /^\d{4}-\d{2}-\d{2}$/;
/** A whole day (yyyy-mm-dd); anything else reads and writes as no day. */
const DIA: FormaParametro<string> = {
  leer: (v) => (v !== null && ISO.test(v) ? v : ''),
  escribir: (v) => (ISO.test(v) ? v : null),
};

export interface RangoEnUrl {
  /** What the two inputs show, as typed. */
  rango: RangoFechas;
  setRango: (r: RangoFechas) => void;
  /** What the list asks for: the complete days in the URL. */
  enUrl: RangoFechas;
}

/** A day range kept in the URL (`?desde=&hasta=`): a day reaches it once typed whole. */
export function useRangoEnUrl(): RangoEnUrl {
  const [desde, setDesde] = useFiltroEnUrl(FILTRO_PARAMS.desde, DIA);
  const [hasta, setHasta] = useFiltroEnUrl(FILTRO_PARAMS.hasta, DIA);
  const [rango, setRangoState] = useState<RangoFechas>({ desde, hasta });
  const setRango = (r: RangoFechas) => {
    setRangoState(r);
    if (DIA.leer(r.desde) !== desde) setDesde(r.desde);
    if (DIA.leer(r.hasta) !== hasta) setHasta(r.hasta);
  };
  return { rango, setRango, enUrl: { desde, hasta } };
}
