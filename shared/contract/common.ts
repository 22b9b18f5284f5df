import * as z from 'zod/mini';
import '../zod-locale.ts';

/** Body of every 4xx/5xx answer. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  requestId: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * How the spec reads a party or a company it names (2 §3.6, 3 §3.8): id, nombre, cif, logo, markup
 * and pais with its flag.
 */
export const entidadConPais = {
  id: z.int(),
  nombre: z.string(),
  cif: z.string(),
  logo: z.nullable(z.string()),
  markup: z.nullable(z.number()),
  pais: z.object({ id: z.int(), nombre: z.string(), bandera: z.string() }),
};

/**
 * The paging part of every list query: a page size and the opaque cursor the previous page answered.
 * Lists read one page of an index whose sort key is the list's order; there is no page number
 * (reaching page N would read the N-1 before it). `size` defaults per list (spec 1 §9, 2 §9).
 */
export const cursorQuery = (defaultSize: number, maxSize = 100) => ({
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxSize)), Math.min(defaultSize, maxSize)),
  cursor: z.optional(z.string().check(z.maxLength(1500, 'Cursor inválido'))),
});

/** Newest first unless asked otherwise: the direction of a list's indexed order. */
export const direccionSchema = z.enum(['asc', 'desc']);

/**
 * One page of a list: the rows, the cursor of the next page (null on the last one) and the total
 * when a counter knows it (null for lookups and date ranges, which would need a full read to count).
 */
export const pageOf = <T extends z.core.$ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({
      size: z.int(),
      nextCursor: z.nullable(z.string()),
      total: z.nullable(z.int()),
    }),
  });

/**
 * A list answers one key condition: of the filters in `exclusivos` at most one may be set (each is
 * its own access pattern). Dates narrow the sort key and combine with any of them.
 */
export const unFiltro =
  (exclusivos: readonly string[], mensaje: string) => (q: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    const puestos = exclusivos.filter((k) => q[k] !== undefined && q[k] !== '');
    for (const k of puestos.slice(1)) ctx.addIssue({ code: 'custom', path: [k], message: mensaje });
    if (typeof q.desde === 'string' && typeof q.hasta === 'string' && q.desde > q.hasta) {
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'La fecha hasta debe ser posterior a la fecha desde' });
    }
  };

/** A numeric id: at most 15 digits, so it is always an exact number (a longer one is no id of ours). */
export const idParamsSchema = z.object({ id: z.string().check(z.regex(/^\d{1,15}$/, 'Identificador inválido')) });
