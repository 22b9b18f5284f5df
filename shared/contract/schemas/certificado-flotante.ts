import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { mensajes } from '../../validators/messages.ts';

/**
 * What cargo and container certificates under a floating policy share in the contract: their life
 * (state changes, the insurer's decision, baja, documents), apart from either kind's request and price
 * so a function of one kind does not build the other's schemas.
 */
export const MAX_OBSERVACION_CARGA = 1000;
export const MAX_MOTIVO_BAJA = 500;

/** The rendered documents of a certificate. */
export const DOCUMENTOS_CARGA = ['certificado', 'cotizacion'] as const;

export const estadoCargaSchema = z.object({ id: z.int(), nombre: z.string() });

export const nombrado = z.object({ id: z.int(), nombre: z.string() });

/** Which rendered PDFs a certificate has (download them with descargar-documento-carga). */
export const documentosCargaSchema = z.object({ certificado: z.boolean(), cotizacion: z.boolean() });

/** The life of a floating-policy certificate (cargo or containers) as its detail shows it. */
export const vidaCertificado = {
  decision: z.nullable(
    z.object({ resultado: z.enum(['aprobado', 'rechazado']), observaciones: z.string(), fecha: z.string(), usuario: z.string() }),
  ),
  baja: z.nullable(z.object({ motivo: z.string(), fecha: z.string(), usuario: z.string() })),
  fechaEmision: z.nullable(z.string()),
  /** The code the public page /verificar/{codigo} checks, printed on the certificate (null before the issue). */
  codigoVerificacion: z.nullable(z.string()),
  /** The documents of the current state are still being rendered: read it again shortly. */
  documentosPendientes: z.boolean(),
  /** Optimistic lock of the state changes. */
  version: z.int(),
  creado: z.string(),
  creadoPor: z.string(),
  historial: z.array(
    z.object({
      fecha: z.string(),
      accion: z.string(),
      desde: z.nullable(z.int()),
      hacia: z.nullable(z.int()),
      usuario: z.string(),
    }),
  ),
};

/** The answer of every state change: the certificate's id, state and version after it. */
export const transicionCargaSchema = z.object({
  id: z.int(),
  estado: estadoCargaSchema,
  nroCertificado: z.nullable(z.string()),
  version: z.int(),
});

export const decisionCargaSchema = z.object({
  observaciones: z._default(z.string().check(z.trim(), z.maxLength(500, 'Máximo 500 caracteres')), ''),
});

export const bajaCargaSchema = z.object({
  motivo: z
    .string({ error: mensajes.requerido('motivo') })
    .check(
      z.trim(),
      z.minLength(1, { error: mensajes.requerido('motivo'), abort: true }),
      z.maxLength(MAX_MOTIVO_BAJA, mensajes.maximo('motivo', MAX_MOTIVO_BAJA)),
    ),
});
