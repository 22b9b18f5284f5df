import { useCallback, useRef } from 'react';
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
 * landing while the page size changes) lose the first. Here every write starts from the last one.
 */
export function useUrlParams(): UrlParams {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useRef({ rendered: search, latest: params });
  // A new address (a write landing, back, a link) is the latest; a render of the old one is not.
  if (state.current.rendered !== search) state.current = { rendered: search, latest: params };

  const latest = useCallback(() => new URLSearchParams(state.current.latest), []);
  const update = useCallback(
    (change: (latest: URLSearchParams) => URLSearchParams) => {
      const next = change(new URLSearchParams(state.current.latest));
      state.current = { ...state.current, latest: next };
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return { params, latest, update };
}
