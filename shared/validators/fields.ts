import * as z from 'zod/mini';
import '../zod-locale.ts';
import { mensajes, NOMBRE_PERMITIDO } from './messages.ts';

/** A required person name: trimmed, at most `max`, letters only (spec 1 §5.1). */
export const nombrePersona = (campo: string, max = 50) =>
  z
    .string({ error: mensajes.requerido(campo) })
    .check(
      z.trim(),
      z.minLength(1, { error: mensajes.requerido(campo), abort: true }),
      z.maxLength(max, mensajes.maximo(campo, max)),
      z.regex(NOMBRE_PERMITIDO, mensajes.caracteresInvalidos(campo)),
    );

export const emailRequerido = (campo = 'email', max = 150) =>
  z.pipe(
    z.pipe(
      z
        .string({ error: mensajes.requerido(campo) })
        .check(
          z.trim(),
          z.minLength(1, { error: mensajes.requerido(campo), abort: true }),
          z.maxLength(max, mensajes.maximo(campo, max)),
        ),
      z.email(mensajes.invalido(campo)),
    ),
    z.transform((v: string) => v.toLowerCase()),
  );

export const idRequerido = (campo: string) =>
  z.number({ error: mensajes.requerido(campo) }).check(z.int(mensajes.invalido(campo)), z.positive(mensajes.requerido(campo)));
