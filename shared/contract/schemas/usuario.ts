import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { ROLE_IDS } from '../../auth/roles.ts';
import { emailRequerido, idRequerido, nombrePersona } from '../../validators/fields.ts';
import { mensajes } from '../../validators/messages.ts';

export const empresaRolSchema = z.object({
  idEmpresa: idRequerido('póliza / empresa'),
  idRol: z.enum(ROLE_IDS, { error: mensajes.requerido('rol') }),
});

/**
 * What the user editor sends (spec 1 §3.1). estado is not part of it: a new user starts active and
 * an edit keeps the stored estado (unknown keys, estado among them, are dropped like everywhere in
 * the contract); activating and deactivating is its own operation. Each message names the field by
 * the label the editor shows (Nacionalidad, Póliza / Empresa), not by the attribute.
 */
export const usuarioInputSchema = z.object({
  nombre: nombrePersona('nombre'),
  apellido: nombrePersona('apellido'),
  email: emailRequerido('email'),
  idPais: idRequerido('nacionalidad'),
  empresas: z.array(empresaRolSchema).check(
    z.minLength(1, 'Agregá al menos una empresa con su rol'),
    z.refine((rows) => new Set(rows.map((r) => r.idEmpresa)).size === rows.length, 'Una empresa no puede repetirse'),
  ),
});
export type UsuarioInput = z.infer<typeof usuarioInputSchema>;

/** Activates (true) or deactivates (false) a user: deactivated, they can neither sign in nor call the API. */
export const usuarioEstadoSchema = z.object({
  estado: z.boolean({ error: mensajes.requerido('estado') }),
});

/** As read back (spec 1 §3.1). */
export const usuarioSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  apellido: z.string(),
  email: z.string(),
  pais: z.object({ id: z.int() }),
  empresas: z.array(z.object({ empresa: z.object({ id: z.int() }), rol: z.object({ id: z.enum(ROLE_IDS) }) })),
  estado: z.boolean(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

export const usuarioFilaSchema = z.extend(usuarioSchema, {
  empresas: z.array(
    z.object({
      empresa: z.object({ id: z.int(), nombre: z.string() }),
      rol: z.object({ id: z.enum(ROLE_IDS), nombre: z.string() }),
    }),
  ),
});
