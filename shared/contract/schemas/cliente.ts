import * as z from 'zod';
import { cifError, CIF_MESSAGES } from '../../validators/cif.ts';
import { idRequerido } from '../../validators/fields.ts';
import { mensajes } from '../../validators/messages.ts';

/** A party of a quote: policyholder (tomador) or beneficiary (spec 2 §3.6: id, nombre, cif, logo, markup, pais). */
export const clienteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  cif: z.string(),
  logo: z.string().nullable(),
  markup: z.number().nullable(),
  pais: z.object({ id: z.number().int(), nombre: z.string(), bandera: z.string() }),
  email: z.string().nullable(),
  productorId: z.number().int().nullable(),
});
export type Cliente = z.infer<typeof clienteSchema>;

export const clienteInputSchema = z
  .object({
    nombre: z
      .string({ error: mensajes.requerido('nombre') })
      .trim()
      .min(1, { error: mensajes.requerido('nombre'), abort: true })
      .max(150, mensajes.maximo('nombre', 150)),
    cif: z
      .string({ error: mensajes.requerido('cif') })
      .trim()
      .min(1, { error: mensajes.requerido('cif'), abort: true })
      .max(30, mensajes.maximo('cif', 30))
      .transform((v) => v.replace(/[\s./-]/g, '').toUpperCase()),
    idPais: idRequerido('pais'),
    email: z.union([z.literal(''), z.email(mensajes.invalido('email')).max(150, mensajes.maximo('email', 150))]).optional(),
    markup: z.number().min(0, mensajes.invalido('markup')).max(100, mensajes.invalido('markup')).nullable().optional(),
    productorId: z.number().int().positive().nullable().optional(),
  })
  .superRefine((value, ctx) => {
    const error = cifError(value.idPais, value.cif);
    if (error) ctx.addIssue({ code: 'custom', path: ['cif'], message: CIF_MESSAGES[error] });
  });
export type ClienteInput = z.infer<typeof clienteInputSchema>;
