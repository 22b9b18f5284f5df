import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';

export interface UrlParams {
  /** The query string of this render. */
  params: URLSearchParams;
  /** The query string as last written, even before the render that shows it. */
  latest: () => URLSearchParams;
  /** Rewrites the query string (replacing the history entry) from its latest value. */
  update: (change: (latest: URLSearchParams) => URLSearchParams) => void;
}

/**
 * The query string as a list's state. react-router's functional `setSearchParams` hands the updater
 * the params of the render that created it, so two writes before the next render (a debounced search
 * landing while the page size changes) lose the first. Here every write starts from the last one,
 * whichever component wrote it: a page and its list (the open tabs and the filters) share one address,
 * so they share one record of its latest value (a tab opened while a debounced filter lands stays open).
 */
const address = { rendered: '', latest: new URLSearchParams() };

export function useUrlParams(): UrlParams {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // A new address (a write landing, back, a link) is the latest; a render of the old one is not.
  if (address.rendered !== search) {
    address.rendered = search;
    address.latest = params;
  }

  const latest = useCallback(() => new URLSearchParams(address.latest), []);
  const update = useCallback(
    (change: (latest: URLSearchParams) => URLSearchParams) => {
      const next = change(new URLSearchParams(address.latest));
      address.latest = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return { params, latest, update };
}

/**
 * A filter's field whose value lives in the URL but reaches it later than the keys (debounced text, a
 * day once complete): the field's own state, which follows the URL when the URL changes by other means
 * (Back, a link, the menu) and not while the user's edit is on its way. `igual` says when the field
 * already shows what the URL holds (a search text is written trimmed).
 */
export function useCampoDeUrl<T>(enUrl: T, igual: (campo: T, url: T) => boolean): [T, (v: T) => void] {
  const [campo, setCampo] = useState(enUrl);
  const [visto, setVisto] = useState(enUrl);
  if (!igual(visto, enUrl)) {
    setVisto(enUrl);
    if (!igual(campo, enUrl)) setCampo(enUrl);
  }
  return [campo, setCampo];
}

/** For useCampoDeUrl: the search text, written to the URL trimmed. */
export const mismoTexto = (campo: string, url: string): boolean => campo.trim() === url;

/** How long a list's search waits after the last key before it asks. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * A list's search box whose text lives in the URL: the box keeps what is typed and follows the URL when it
 * changes by other means; the text, trimmed, reaches the list once the typing pauses, through `alBuscar`
 * (which also says what else a search clears: the state, the days).
 */
export function useTextoEnUrl(enUrl: string, alBuscar: (texto: string) => void): [string, (v: string) => void] {
  const [texto, setTexto] = useCampoDeUrl(enUrl, mismoTexto);
  const [buscado] = useDebouncedValue(texto.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (buscado !== enUrl) alBuscar(buscado);
    // Only the debounced text drives this; the URL is read fresh each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [buscado]);
  return [texto, setTexto];
}
