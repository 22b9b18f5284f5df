import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { CONSTANCIA_TIPOS, MAX_CONSTANCIAS } from '../../files/constancias.ts';

/**
 * A constancia de situación fiscal file (spec 1 §3.2: type, fecha, nombre, observaciones, file) as a
 * save sends it: a key that subir-constancia handed to this caller for this destination (new), or the
 * key of a file the entity already holds (kept).
 */
export const archivoConstanciaSchema = z.object({
  key: z.string().check(
    z.minLength(1),
    z.maxLength(500),
    z.refine((k) => k.split('/').every((s) => s !== '' && s !== '.' && s !== '..'), 'Clave de archivo inválida'),
  ),
  nombre: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  observaciones: z._default(
    z.string().check(z.trim(), z.maxLength(500, 'Las observaciones no pueden superar los 500 caracteres')),
    '',
  ),
});
export type ArchivoConstanciaInput = z.input<typeof archivoConstanciaSchema>;

/** The constancia field of a save (issuer or client): at most MAX_CONSTANCIAS files, none when absent. */
export const constanciasInputSchema = z._default(
  z.array(archivoConstanciaSchema).check(z.maxLength(MAX_CONSTANCIAS, `No puede tener más de ${MAX_CONSTANCIAS} archivos`)),
  [],
);

/** An attached file as read back: what the list shows (type, date, name, notes, size). */
export const constanciaSchema = z.object({
  key: z.string(),
  nombre: z.string(),
  observaciones: z.string(),
  tipo: z.string(),
  tamano: z.int(),
  fecha: z.string(),
});
export type Constancia = z.infer<typeof constanciaSchema>;

/** Asking for an upload: the file's name, content type and size (refused early when not allowed). */
export const subirConstanciaSchema = z.object({
  nombre: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  tipo: z.enum(CONSTANCIA_TIPOS, { error: 'Tipo de archivo no permitido: solo PDF, PNG, JPEG o CSV.' }),
  tamano: z.int().check(z.positive()),
});

/** A constancia as a form holds it: attached (with its type, size and date) or just uploaded (a pending key). */
export type ConstanciaEnFormulario = ArchivoConstanciaInput & Partial<Pick<Constancia, 'tipo' | 'tamano' | 'fecha'>>;
