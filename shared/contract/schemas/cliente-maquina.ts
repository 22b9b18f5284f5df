import * as z from 'zod/mini';
import { ALCANCES, CUOTA_POR_MINUTO } from '../../auth/maquinas.ts';
import { emailRequerido } from '../../validators/fields.ts';
import { mensajes, TEXTO_LIBRE } from '../../validators/messages.ts';

/**
 * A Cognito app client id in a path (`[\w+]+`; Cognito issues 26 characters): bounded under the
 * contract's path limit, so an overlong one never reaches a key.
 */
export const clientIdParamsSchema = z.object({
  clientId: z.string().check(z.minLength(1), z.maxLength(48), z.regex(/^[\w+]+$/, mensajes.invalido('clientId'))),
});

/**
 * A client secret's id as Cognito lists it (the API bounds it at 128 without a pattern; the emulator's
 * are `<client id>-<n>`): under the contract's path limit, the characters of an id. Checked against a
 * real pool after the first deploy (docs/operations.md).
 */
export const secretoParamsSchema = z.object({
  ...clientIdParamsSchema.shape,
  secretoId: z.string().check(z.minLength(1), z.maxLength(63), z.regex(/^[\w+=.:-]+$/, mensajes.invalido('secretoId'))),
});

export const clienteMaquinaInputSchema = z.object({
  /** What the company calls the system (e.g. "TMS Rosario"): it signs what the client does. */
  nombre: z
    .string({ error: mensajes.requerido('nombre') })
    .check(
      z.trim(),
      z.minLength(1, { error: mensajes.requerido('nombre'), abort: true }),
      z.maxLength(50, mensajes.maximo('nombre', 50)),
      z.regex(TEXTO_LIBRE, mensajes.caracteresInvalidos('nombre')),
    ),
  alcances: z
    .array(z.enum(ALCANCES, mensajes.invalido('alcances')))
    .check(z.minLength(1, mensajes.requerido('alcances')), z.maxLength(ALCANCES.length)),
  /** Where the mail a person would get (an issued certificate) goes. */
  correoAvisos: emailRequerido('correoAvisos'),
  cuotaPorMinuto: z._default(
    z
      .number(mensajes.invalido('cuotaPorMinuto'))
      .check(
        z.int(mensajes.invalido('cuotaPorMinuto')),
        z.minimum(CUOTA_POR_MINUTO.minima, mensajes.invalido('cuotaPorMinuto')),
        z.maximum(CUOTA_POR_MINUTO.maxima, mensajes.invalido('cuotaPorMinuto')),
      ),
    CUOTA_POR_MINUTO.porDefecto,
  ),
});

const secretoSchema = z.object({ id: z.string(), creado: z.string() });

/** A machine client as its company's administrators see it: never a secret's value. */
export const clienteMaquinaSchema = z.object({
  clientId: z.string(),
  nombre: z.string(),
  alcances: z.array(z.enum(ALCANCES)),
  correoAvisos: z.string(),
  cuotaPorMinuto: z.int(),
  activo: z.boolean(),
  creado: z.string(),
  /** Its secrets' ids and dates: two while a rotation is under way. */
  secretos: z.array(secretoSchema),
});

/** The answer that carries a new secret: its value shown once (null when a retry replays the answer). */
export const clienteConSecretoSchema = z.object({
  cliente: clienteMaquinaSchema,
  secreto: z.nullable(z.object({ id: z.string(), valor: z.string() })),
});
