import * as z from 'zod';

/** Body of every 4xx/5xx answer. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Query of every paged list: page index from 0, size 5 by default (spec 1 §9, 2 §9). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(5),
  cursor: z.string().max(2000).optional(),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({
      total: z.number().int(),
      page: z.number().int(),
      size: z.number().int(),
      nextCursor: z.string().nullable(),
    }),
  });

export const idParamsSchema = z.object({ id: z.string().regex(/^\d+$/, 'Identificador inválido') });
