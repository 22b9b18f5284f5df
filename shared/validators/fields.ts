import * as z from 'zod';
import { mensajes, NOMBRE_PERMITIDO } from './messages.ts';

/** A required person name: trimmed, at most `max`, letters only (spec 1 §5.1). */
export const nombrePersona = (campo: string, max = 50) =>
  z
    .string({ error: mensajes.requerido(campo) })
    .trim()
    .min(1, { error: mensajes.requerido(campo), abort: true })
    .max(max, mensajes.maximo(campo, max))
    .regex(NOMBRE_PERMITIDO, mensajes.caracteresInvalidos(campo));

export const emailRequerido = (campo = 'email', max = 150) =>
  z
    .string({ error: mensajes.requerido(campo) })
    .trim()
    .min(1, { error: mensajes.requerido(campo), abort: true })
    .max(max, mensajes.maximo(campo, max))
    .pipe(z.email(mensajes.invalido(campo)))
    .transform((v) => v.toLowerCase());

export const idRequerido = (campo: string) =>
  z
    .number({ error: mensajes.requerido(campo) })
    .int(mensajes.invalido(campo))
    .positive(mensajes.requerido(campo));
