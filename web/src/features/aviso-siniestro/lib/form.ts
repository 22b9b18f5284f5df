import * as z from 'zod/mini';
import { denunciaBaseSchema } from '#shared/contract/schemas/siniestro.ts';
import { esPosteriorAHoy } from '#web/lib/fecha.ts';

export const FECHA_FUTURA = 'La fecha de ocurrencia no puede ser posterior a hoy';

/**
 * The claim form's resolver: the API's own schema (same messages as a 400), without the attachment
 * lists (the upload queue holds them) and with the not-after-today rule the server also applies.
 */
export const denunciaFormSchema = z.extend(z.omit(denunciaBaseSchema, { fotosDanio: true, facturas: true, otros: true }), {
  fechaOcurrencia: denunciaBaseSchema.shape.fechaOcurrencia.check(z.refine((iso) => !esPosteriorAHoy(iso), FECHA_FUTURA)),
});

export type DenunciaFormInput = z.input<typeof denunciaFormSchema>;
export type DenunciaFormValues = z.output<typeof denunciaFormSchema>;

/** The fields a 400 can point to (the lists' errors come as 'fotosDanio.0'). */
export const CAMPOS_DENUNCIA = [
  'contacto',
  'cobertura',
  'fechaOcurrencia',
  'descripcion',
  'lugarOcurrencia',
  'ubicacionActualMercaderia',
  'montoReclamado',
  'comentarios',
] as const;

export const valoresIniciales = (cert: { idCertificado: number; numeroCertificado: string; cif: string }): DenunciaFormInput => ({
  ...cert,
  contacto: { nombre: '', email: '', telefono: '' },
  cobertura: undefined as unknown as number,
  fechaOcurrencia: '',
  descripcion: '',
  lugarOcurrencia: '',
  ubicacionActualMercaderia: '',
  montoReclamado: undefined as unknown as number,
  comentarios: '',
});
