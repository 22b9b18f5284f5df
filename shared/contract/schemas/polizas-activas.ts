import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { ASIGNACIONES_MARKUP } from '../../emisores/reglas.ts';

/** A client has few policies; the answer lists at most this many (the most recent first). */
export const MAX_POLIZAS_ACTIVAS = 50;

/**
 * What the new-certificate form needs of the caller's working company's issuer condition for one
 * policy (spec 1 §3.2 aplicableA: endorsement, beneficiary 0 = any). The form picks the applicable one
 * with `condicionAplicable` (shared/certificados/carga.ts) as the server does. Transport conditions
 * carry the markup bounds (present only with `markup.consultar`); container conditions the container
 * types they price (every type of the catalogue when the condition has a single default rate).
 */
export const pistaCondicionSchema = z.object({
  polizaId: z.int(),
  endosoId: z.int(),
  beneficiarioId: z.int(),
  markup: z.optional(
    z.object({
      asignacion: z.enum(ASIGNACIONES_MARKUP),
      sugerido: z.number(),
      minimo: z.number(),
      maximo: z.number(),
    }),
  ),
  tiposContenedor: z.optional(z.array(z.object({ id: z.int(), nombre: z.string(), codigo: z.string() }))),
});
export type PistaCondicion = z.infer<typeof pistaCondicionSchema>;

/** A policy of the client in force today, of the asked line, as the certificate forms offer it. */
export const polizaActivaSchema = z.object({
  id: z.int(),
  numero: z.string(),
  ramo: z.enum(['transporte', 'contenedores']),
  moneda: z.object({ id: z.int(), simbolo: z.string() }),
  aseguradora: z.object({ id: z.int(), nombre: z.string() }),
  vigenciaDesde: z.string(),
  vigenciaHasta: z.string(),
  endosos: z.array(z.object({ id: z.int(), nombre: z.string(), vigenciaDesde: z.string(), vigenciaHasta: z.string() })),
  /** The working company's issuer conditions for this policy; empty = it cannot price it (409 on quote). */
  condiciones: z.array(pistaCondicionSchema),
});
export type PolizaActiva = z.infer<typeof polizaActivaSchema>;

export const polizasActivasSchema = z.object({ data: z.array(polizaActivaSchema) });
