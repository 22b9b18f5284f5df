import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { entidadConPais } from '../common.ts';
import { cifError, CIF_MESSAGES } from '../../validators/cif.ts';
import { idRequerido } from '../../validators/fields.ts';
import { mensajes } from '../../validators/messages.ts';

/** A party of a quote: policyholder (tomador) or beneficiary (spec 2 §3.6: id, nombre, cif, logo, markup, pais). */
export const clienteSchema = z.object({
  ...entidadConPais,
  email: z.nullable(z.string()),
  productorId: z.nullable(z.int()),
});
export type Cliente = z.infer<typeof clienteSchema>;

/** The label the party form shows for the tax id: messages name a field as the user sees it. */
const CIF = 'RUC / CUIT / RFC / NIT / CIF';

export const clienteInputSchema = z
  .object({
    nombre: z
      .string({ error: mensajes.requerido('nombre') })
      .check(
        z.trim(),
        z.minLength(1, { error: mensajes.requerido('nombre'), abort: true }),
        z.maxLength(150, mensajes.maximo('nombre', 150)),
      ),
    cif: z.pipe(
      z
        .string({ error: mensajes.requerido(CIF) })
        .check(
          z.trim(),
          z.minLength(1, { error: mensajes.requerido(CIF), abort: true }),
          z.maxLength(30, mensajes.maximo(CIF, 30)),
        ),
      z.transform((v: string) => v.replace(/[\s./-]/g, '').toUpperCase()),
    ),
    idPais: idRequerido('país'),
    email: z.optional(
      z.union([z.literal(''), z.email(mensajes.invalido('email')).check(z.maxLength(150, mensajes.maximo('email', 150)))]),
    ),
    markup: z.optional(
      z.nullable(z.number().check(z.minimum(0, mensajes.invalido('markup')), z.maximum(100, mensajes.invalido('markup')))),
    ),
    /** The owner: the caller's producer company when absent; another one only for the administration. */
    productorId: z.optional(z.nullable(z.int().check(z.positive()))),
  })
  .check(
    z.superRefine((value, ctx) => {
      const error = cifError(value.idPais, value.cif);
      if (error) ctx.addIssue({ code: 'custom', path: ['cif'], message: CIF_MESSAGES[error] });
    }),
  );
export type ClienteInput = z.infer<typeof clienteInputSchema>;
