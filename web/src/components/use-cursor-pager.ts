import { useState } from 'react';

/** The direction of a list's indexed order. */
export type Direccion = 'asc' | 'desc';

/** The page sizes a list offers. */
export const PAGE_SIZES = [5, 10, 25, 50] as const;

/** One page of a list as the API answers it (`pageOf` in shared/contract/common.ts). */
export interface CursorPage<T> {
  data: T[];
  meta: { size: number; nextCursor: string | null; total: number | null };
}

export interface CursorPager {
  size: number;
  /** The cursor of the page shown; undefined on the first one. */
  cursor: string | undefined;
  /** From 1. */
  page: number;
  hasPrevious: boolean;
  /** Goes to the page that `nextCursor` (the answer of the page shown) points to. */
  next: (nextCursor: string) => void;
  previous: () => void;
  first: () => void;
  /** Another page size; the list starts again from the first page. */
  setSize: (size: number) => void;
  /** The paging part of the list's query: `{ size, cursor }`. */
  query: { size: number; cursor?: string };
}

/**
 * Where a list paged by cursor stands: the page size and the cursors of the pages already seen, so
 * 'Anterior' goes back without the API knowing page numbers. `filtersKey` stands for everything that
 * narrows or orders the list (search, filters, direction): when it changes, or the size does, the list
 * starts again from the first page.
 */
export function useCursorPager(filtersKey: string, defaultSize: number): CursorPager {
  const [size, setSizeState] = useState(defaultSize);
  // The cursors of pages 2..N; the first page has none.
  const [stack, setStack] = useState<readonly string[]>([]);
  const [seenKey, setSeenKey] = useState(filtersKey);
  const changed = seenKey !== filtersKey;
  if (changed) {
    setSeenKey(filtersKey);
    setStack([]);
  }
  // This very render already asks for the first page of the new filters.
  const cursors = changed ? [] : stack;
  const cursor = cursors.at(-1);

  return {
    size,
    cursor,
    page: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    next: (nextCursor) => setStack((prev) => [...prev, nextCursor]),
    previous: () => setStack((prev) => prev.slice(0, -1)),
    first: () => setStack([]),
    setSize: (n) => {
      setSizeState(n);
      setStack([]);
    },
    query: cursor === undefined ? { size } : { size, cursor },
  };
}

/** The part of a TanStack query result a list reads. */
export interface PageQuery<T> {
  data: CursorPage<T> | undefined;
  isFetching: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/** The rows, progress, error and paging answer of a list's query, as `CursorList` takes them. */
export const listQueryState = <T>(query: PageQuery<T>) => ({
  records: query.data?.data,
  fetching: query.isFetching,
  error: query.error,
  onRetry: () => void query.refetch(),
  nextCursor: query.data?.meta.nextCursor,
  total: query.data?.meta.total,
});

/** The URL parameters of a pager kept in the address: the page size and the cursors of pages 2..N. */
export const PAGER_PARAMS = { size: 'tam', cursors: 'cursores' } as const;
// Cursors are base64url, which never has a '.'.
const CURSOR_SEPARATOR = '.';

/** Where a list kept in the URL stands: a size the list offers (else the default) and the cursors seen. */
export const pagerDeUrl = (params: URLSearchParams, defaultSize: number): { size: number; cursors: string[] } => {
  const size = Number(params.get(PAGER_PARAMS.size));
  const cursors = (params.get(PAGER_PARAMS.cursors) ?? '').split(CURSOR_SEPARATOR).filter(Boolean);
  return { size: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize, cursors };
};

/** The same URL at another page (and size); the default size and the first page leave no parameter. */
export const conPagina = (
  params: URLSearchParams,
  pager: { size: number; cursors: readonly string[] },
  defaultSize: number,
): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (pager.size === defaultSize) next.delete(PAGER_PARAMS.size);
  else next.set(PAGER_PARAMS.size, String(pager.size));
  if (pager.cursors.length) next.set(PAGER_PARAMS.cursors, pager.cursors.join(CURSOR_SEPARATOR));
  else next.delete(PAGER_PARAMS.cursors);
  return next;
};

/**
 * A pager whose size and cursors live in the URL (`?tam=&cursores=`): a reload or a shared link shows
 * the same page. The filters of such a list live in the URL too, and a filter change writes them
 * without the cursors (the list starts again from the first page), so no key is needed here.
 */
export function useUrlCursorPager(
  params: URLSearchParams,
  setParams: (update: (prev: URLSearchParams) => URLSearchParams) => void,
  defaultSize: number,
): CursorPager {
  const { size, cursors } = pagerDeUrl(params, defaultSize);
  const cursor = cursors.at(-1);
  const go = (update: (p: { size: number; cursors: string[] }) => { size: number; cursors: readonly string[] }) =>
    setParams((prev) => conPagina(prev, update(pagerDeUrl(prev, defaultSize)), defaultSize));
  return {
    size,
    cursor,
    page: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    next: (nextCursor) => go((p) => ({ ...p, cursors: [...p.cursors, nextCursor] })),
    previous: () => go((p) => ({ ...p, cursors: p.cursors.slice(0, -1) })),
    first: () => go((p) => ({ ...p, cursors: [] })),
    setSize: (n) => go(() => ({ size: n, cursors: [] })),
    query: cursor === undefined ? { size } : { size, cursor },
  };
}
