import type { Page } from '../data/model/db.ts';

/** The answer of every list: the page's rows, the next cursor and the total when a counter knows it. */
export const pagina = <R, T>(page: Page<R>, size: number, total: number | null, fila: (row: R) => T) => ({
  data: page.items.map(fila),
  meta: { size, nextCursor: page.cursor, total },
});
