import * as z from 'zod/mini';
import '../../zod-locale.ts';

/** Spec 2 §8: what an export that failed says. */
export const ERROR_EXPORTACION = 'No se pudo generar el archivo de exportación';

export const ESTADOS_EXPORTACION = ['pendiente', 'lista', 'fallida'] as const;
export type EstadoExportacion = (typeof ESTADOS_EXPORTACION)[number];

/**
 * An export the portal builds apart from the request (a bordereau of 100,000 rows takes longer than
 * a request may): its id to ask for it again, its state, and once ready a 5-minute presigned GET.
 */
export const exportacionSchema = z.object({
  id: z.string(),
  estado: z.enum(ESTADOS_EXPORTACION),
  url: z.optional(z.string()),
  /** Why it failed: ERROR_EXPORTACION. */
  mensaje: z.optional(z.string()),
});
export type Exportacion = z.infer<typeof exportacionSchema>;

export const exportacionParamsSchema = z.object({ id: z.uuid('Exportación inválida') });
