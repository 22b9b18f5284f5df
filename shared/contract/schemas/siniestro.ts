import * as z from 'zod';
import { MAX_FILES_PER_LIST } from '../../files/limits.ts';
import { COBERTURA_SINIESTRO_IDS } from '../../siniestros/coberturas.ts';
import { ESTADO_SINIESTRO_IDS } from '../../siniestros/estados.ts';
import { mensajes, NOMBRE_PERMITIDO, TELEFONO, TEXTO_LIBRE } from '../../validators/messages.ts';

const REQUERIDO = 'Requerido';
const maximo = (n: number) => `Máximo ${n} caracteres`;
const textoInvalido = 'El texto contiene caracteres no permitidos';

const texto = (max: number) =>
  z
    .string({ error: REQUERIDO })
    .trim()
    .min(1, { error: REQUERIDO, abort: true })
    .max(max, maximo(max))
    .regex(TEXTO_LIBRE, textoInvalido);

export const LISTAS_ARCHIVOS = ['fotosDanio', 'facturas', 'otros'] as const;
export type ListaArchivos = (typeof LISTAS_ARCHIVOS)[number];

/** A file already uploaded with a presigned POST: the server verifies it before attaching. */
export const archivoSubidoSchema = z.object({ key: z.string().min(1).max(500), nombre: z.string().trim().min(1).max(200) });
const listaArchivos = z
  .array(archivoSubidoSchema)
  .max(MAX_FILES_PER_LIST, 'Se permiten hasta 10 archivos por lista.')
  .default([]);

export const contactoSchema = z.object({
  nombre: z
    .string({ error: REQUERIDO })
    .trim()
    .min(1, { error: REQUERIDO, abort: true })
    .max(100, maximo(100))
    .regex(NOMBRE_PERMITIDO, 'Ingresá un nombre válido (solo letras)'),
  email: z
    .string({ error: REQUERIDO })
    .trim()
    .min(1, { error: REQUERIDO, abort: true })
    .max(150, maximo(150))
    .pipe(z.email(mensajes.invalido('email'))),
  telefono: z
    .string({ error: REQUERIDO })
    .trim()
    .min(1, { error: REQUERIDO, abort: true })
    .max(100, maximo(100))
    .regex(TELEFONO, 'Ingresá un teléfono válido'),
});

/** What a claimant reports, internal or public (spec 3 §3.10 and §3.11). fechaOcurrencia is ISO yyyy-mm-dd. */
export const denunciaBaseSchema = z.object({
  idCertificado: z.number({ error: REQUERIDO }).int().positive(),
  numeroCertificado: z.string({ error: REQUERIDO }).trim().min(1, REQUERIDO).max(40),
  cif: z.string({ error: REQUERIDO }).trim().min(1, REQUERIDO).max(30),
  contacto: contactoSchema,
  cobertura: z
    .number({ error: REQUERIDO })
    .int()
    .refine((id) => COBERTURA_SINIESTRO_IDS.includes(id as never), 'Elegí una cobertura de la lista'),
  fechaOcurrencia: z.iso.date({ error: 'Ingresá una fecha válida (dd-mm-aaaa)' }),
  descripcion: texto(8000),
  lugarOcurrencia: texto(1000),
  ubicacionActualMercaderia: texto(1000),
  montoReclamado: z.number({ error: REQUERIDO }).positive('Debe ser mayor a 0').max(1_000_000_000),
  comentarios: texto(8000),
  fotosDanio: listaArchivos,
  facturas: listaArchivos,
  otros: listaArchivos,
});
export type Denuncia = z.infer<typeof denunciaBaseSchema>;

const empresaRef = z.object({ id: z.number().int(), nombre: z.string(), cif: z.string() }).nullable();
const archivo = z.object({
  key: z.string(),
  nombre: z.string(),
  url: z.string(),
  tipo: z.string(),
  tamano: z.number().int(),
  fecha: z.string(),
});

export const estadoSiniestroSchema = z.object({ id: z.enum(ESTADO_SINIESTRO_IDS), nombre: z.string(), color: z.string() });

/** A claim as read (spec 3 §3.8), plus its version for optimistic updates. */
export const siniestroSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  version: z.number().int(),
  idCertificado: z.number().int(),
  numeroCertificado: z.string(),
  estado: estadoSiniestroSchema,
  cobertura: z.object({ id: z.number().int(), texto: z.string() }),
  fechaOcurrencia: z.string(),
  fechaDenuncia: z.string(),
  lugarOcurrencia: z.string(),
  ubicacionActualMercaderia: z.string(),
  descripcion: z.string(),
  comentarios: z.string(),
  beneficiario: z.object({ cif: z.string(), nombre: z.string() }),
  contacto: z.object({ nombre: z.string(), telefono: z.string(), email: z.string() }),
  montoReclamado: z.object({ monto: z.number() }),
  responsable: empresaRef,
  liquidador: empresaRef,
  redLiquidador: empresaRef,
  reserva: z.object({ monto: z.number() }).nullable(),
  indemnizaciones: z.array(z.object({ fecha: z.string(), valor: z.number() })),
  fechaIndemnizacion: z.string().nullable(),
  observaciones: z.array(
    z.object({ mensaje: z.string(), fecha: z.string(), usuario: z.object({ nombre: z.string(), email: z.string() }) }),
  ),
  fotosDanio: z.array(archivo),
  facturas: z.array(archivo),
  otros: z.array(archivo),
  urlpdfCertificado: z.string().nullable(),
  origen: z.enum(['publico', 'interno']),
  historial: z.array(
    z.object({
      fecha: z.string(),
      accion: z.string(),
      desde: z.string().nullable(),
      hacia: z.string().nullable(),
      usuario: z.string(),
    }),
  ),
});
export type Siniestro = z.infer<typeof siniestroSchema>;

export const siniestroFilaSchema = siniestroSchema
  .omit({ observaciones: true, fotosDanio: true, facturas: true, otros: true, historial: true, urlpdfCertificado: true })
  .extend({
    cantidadComentarios: z.number().int(),
  });

const monto = z.number({ error: REQUERIDO }).min(0, 'Debe ser mayor o igual a 0').max(1_000_000_000);

/** The claim handler's edit (spec 3 §3.9) with the version of the copy being edited. */
export const siniestroEdicionSchema = z.object({
  version: z.number({ error: REQUERIDO }).int().positive(),
  estado: z.enum(ESTADO_SINIESTRO_IDS, { error: REQUERIDO }),
  numero: z
    .string({ error: REQUERIDO })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9/-]{2,29}$/, 'El número debe tener de 3 a 30 letras, dígitos, - o /'),
  idResponsable: z.number().int().positive().nullable().default(null),
  idLiquidador: z.number().int().positive().nullable().default(null),
  idRedLiquidador: z.number().int().positive().nullable().default(null),
  reserva: monto.nullable().default(null),
  indemnizaciones: z
    .array(
      z.object({
        fecha: z.iso.date({ error: REQUERIDO }),
        valor: z.number({ error: REQUERIDO }).positive('Debe ser mayor a 0').max(1_000_000_000),
      }),
    )
    .max(50)
    .default([]),
});

export const comentarioSchema = z.object({
  observacion: z
    .string({ error: REQUERIDO })
    .trim()
    .min(1, { error: REQUERIDO, abort: true })
    .max(4000, maximo(4000))
    .regex(TEXTO_LIBRE, textoInvalido),
});

/** PATCH /siniestros/{id}: either the edit or a comment (spec 3 §3.9). */
export const siniestroPatchSchema = z.union([comentarioSchema.strict(), siniestroEdicionSchema]);

/** Asking for an upload slot: the declared size and type are checked now and again after upload. */
export const subidaRequestSchema = z.object({
  lista: z.enum(LISTAS_ARCHIVOS),
  nombre: z.string().trim().min(1).max(200),
  tipo: z.string().min(1).max(200),
  tamano: z.number().int().positive(),
});
export const subidaResponseSchema = z.object({ url: z.string(), fields: z.record(z.string(), z.string()), key: z.string() });
