import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useUrlParams } from '#web/lib/url-params.ts';
import { PAGER_PARAMS, useUrlCursorPager, type CursorPager } from './use-cursor-pager.ts';

const PARAM = 'q';
const DEBOUNCE_MS = 400;
const TEXTO_MAX = 100;

export interface BusquedaEnUrl {
  /** What the box shows, as typed. */
  search: string;
  setSearch: (v: string) => void;
  /** What the list asks for: the search once debounced, trimmed, read from the URL. */
  texto: string;
  pager: CursorPager;
}

/**
 * A list searched by one text box, its search, page size and cursors kept in the URL (`?q=&tam=&cursores=`):
 * a reload, Back or a shared link show the same list. A new search starts from page one; past `textoMax`
 * characters the URL's text is cut, as the box's own limit would.
 */
export function useBusquedaEnUrl(defaultSize: number, textoMax = TEXTO_MAX): BusquedaEnUrl {
  const { params, update } = useUrlParams();
  const texto = (params.get(PARAM) ?? '').trim().slice(0, textoMax);
  const [search, setSearch] = useState(texto);
  const [buscado] = useDebouncedValue(search.trim().slice(0, textoMax), DEBOUNCE_MS);
  useEffect(() => {
    if (buscado === texto) return;
    update((actual) => {
      const next = new URLSearchParams(actual);
      if (buscado) next.set(PARAM, buscado);
      else next.delete(PARAM);
      next.delete(PAGER_PARAMS.cursors);
      return next;
    });
    // Only the debounced text drives this; the URL is read fresh each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [buscado]);
  return { search, setSearch, texto, pager: useUrlCursorPager(params, update, defaultSize) };
}
