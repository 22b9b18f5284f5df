import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { entidadConPais } from '../common.ts';
import { MAX_FILES_PER_LIST } from '../../files/limits.ts';
import { TIPOS_CERTIFICADO_SINIESTRO } from '../../siniestros/certificado.ts';
import { COBERTURA_SINIESTRO_IDS } from '../../siniestros/coberturas.ts';
import { ESTADO_SINIESTRO_IDS } from '../../siniestros/estados.ts';
import { mensajes, NOMBRE_PERMITIDO, TELEFONO, TEXTO_LIBRE } from '../../validators/messages.ts';

const REQUERIDO = 'Requerido';
const maximo = (n: number) => `Máximo ${n} caracteres`;
const textoInvalido = 'El texto contiene caracteres no permitidos';

const texto = (max: number) =>
  z
    .string({ error: REQUERIDO })
    .check(
      z.trim(),
      z.minLength(1, { error: REQUERIDO, abort: true }),
      z.maxLength(max, maximo(max)),
      z.regex(TEXTO_LIBRE, textoInvalido),
    );

export const LISTAS_ARCHIVOS = ['fotosDanio', 'facturas', 'otros'] as const;
export type ListaArchivos = (typeof LISTAS_ARCHIVOS)[number];

/** A file already uploaded with a presigned POST: the server verifies it before attaching. */
export const archivoSubidoSchema = z.object({
  // Keys are the server's own, '/'-separated; a '.' or '..' segment (or an empty one) never is.
  key: z.string().check(
    z.minLength(1),
    z.maxLength(500),
    z.refine((k) => k.split('/').every((s) => s !== '' && s !== '.' && s !== '..'), 'Clave de archivo inválida'),
  ),
  nombre: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
const listaArchivos = z._default(
  z.array(archivoSubidoSchema).check(z.maxLength(MAX_FILES_PER_LIST, 'Se permiten hasta 10 archivos por lista.')),
  [],
);

export const contactoSchema = z.object({
  nombre: z
    .string({ error: REQUERIDO })
    .check(
      z.trim(),
      z.minLength(1, { error: REQUERIDO, abort: true }),
      z.maxLength(100, maximo(100)),
      z.regex(NOMBRE_PERMITIDO, 'Ingresá un nombre válido (solo letras)'),
    ),
  email: z.pipe(
    z
      .string({ error: REQUERIDO })
      .check(z.trim(), z.minLength(1, { error: REQUERIDO, abort: true }), z.maxLength(150, maximo(150))),
    z.email(mensajes.invalido('email')),
  ),
  telefono: z
    .string({ error: REQUERIDO })
    .check(
      z.trim(),
      z.minLength(1, { error: REQUERIDO, abort: true }),
      z.maxLength(100, maximo(100)),
      z.regex(TELEFONO, 'Ingresá un teléfono válido'),
    ),
});

/** What a claimant reports, internal or public (spec 3 §3.10 and §3.11). fechaOcurrencia is ISO yyyy-mm-dd. */
export const denunciaBaseSchema = z.object({
  idCertificado: z.number({ error: REQUERIDO }).check(z.int(), z.positive()),
  numeroCertificado: z.string({ error: REQUERIDO }).check(z.trim(), z.minLength(1, REQUERIDO), z.maxLength(40)),
  cif: z.string({ error: REQUERIDO }).check(z.trim(), z.minLength(1, REQUERIDO), z.maxLength(30)),
  contacto: contactoSchema,
  cobertura: z.number({ error: REQUERIDO }).check(
    z.int(),
    z.refine((id) => COBERTURA_SINIESTRO_IDS.includes(id as never), 'Elegí una cobertura de la lista'),
  ),
  fechaOcurrencia: z.iso.date({ error: 'Ingresá una fecha válida (dd/mm/aaaa)' }),
  descripcion: texto(8000),
  lugarOcurrencia: texto(1000),
  ubicacionActualMercaderia: texto(1000),
  montoReclamado: z.number({ error: REQUERIDO }).check(z.positive('Debe ser mayor a 0'), z.maximum(1_000_000_000)),
  comentarios: texto(8000),
  fotosDanio: listaArchivos,
  facturas: listaArchivos,
  otros: listaArchivos,
});
export type Denuncia = z.infer<typeof denunciaBaseSchema>;

/**
 * A company a claim names (responsible, adjuster, adjuster network) as spec 3 §3.8 reads it: id,
 * nombre, cif, logo, markup, pais. The tenant's companies carry no markup of their own (markup belongs
 * to clients and commercial conditions), so it is null until they do.
 */
export const empresaSiniestroSchema = z.object(entidadConPais);
export type EmpresaSiniestro = z.infer<typeof empresaSiniestroSchema>;
const empresaRef = z.nullable(empresaSiniestroSchema);
const archivo = z.object({
  key: z.string(),
  nombre: z.string(),
  url: z.string(),
  tipo: z.string(),
  tamano: z.int(),
  fecha: z.string(),
});

export const estadoSiniestroSchema = z.object({ id: z.enum(ESTADO_SINIESTRO_IDS), nombre: z.string(), color: z.string() });

/**
 * What a claim keeps of its certificate when it is filed: the kind (its detail link), the floating
 * policy's number (null for a specific trip), the insurer, the insured party (the specific trip's
 * policyholder or the floating policy's client) and the certificate's coverage.
 */
export const certificadoSiniestroSchema = z.object({
  tipo: z.enum(TIPOS_CERTIFICADO_SINIESTRO),
  poliza: z.nullable(z.string()),
  aseguradora: z.string(),
  asegurado: z.nullable(z.object({ cif: z.string(), nombre: z.string() })),
  cobertura: z.string(),
});
export type CertificadoSiniestro = z.infer<typeof certificadoSiniestroSchema>;

/** A claim as read (spec 3 §3.8), plus its version for optimistic updates. */
export const siniestroSchema = z.object({
  id: z.int(),
  numero: z.string(),
  version: z.int(),
  idCertificado: z.int(),
  numeroCertificado: z.string(),
  /** Null on claims filed before claims kept it (all of them against specific trips). */
  certificado: z.nullable(certificadoSiniestroSchema),
  estado: estadoSiniestroSchema,
  cobertura: z.object({ id: z.int(), texto: z.string() }),
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
  reserva: z.nullable(z.object({ monto: z.number() })),
  indemnizaciones: z.array(z.object({ fecha: z.string(), valor: z.number() })),
  fechaIndemnizacion: z.nullable(z.string()),
  observaciones: z.array(
    z.object({ mensaje: z.string(), fecha: z.string(), usuario: z.object({ nombre: z.string(), email: z.string() }) }),
  ),
  fotosDanio: z.array(archivo),
  facturas: z.array(archivo),
  otros: z.array(archivo),
  urlpdfCertificado: z.nullable(z.string()),
  origen: z.enum(['publico', 'interno']),
  historial: z.array(
    z.object({
      fecha: z.string(),
      accion: z.string(),
      desde: z.nullable(z.string()),
      hacia: z.nullable(z.string()),
      usuario: z.string(),
    }),
  ),
});
export type Siniestro = z.infer<typeof siniestroSchema>;

export const siniestroFilaSchema = z.extend(
  z.omit(siniestroSchema, {
    observaciones: true,
    fotosDanio: true,
    facturas: true,
    otros: true,
    historial: true,
    urlpdfCertificado: true,
  }),
  { cantidadComentarios: z.int() },
);

const monto = z.number({ error: REQUERIDO }).check(z.minimum(0, 'Debe ser mayor o igual a 0'), z.maximum(1_000_000_000));
const idOpcional = z._default(z.nullable(z.int().check(z.positive())), null);

/** The claim handler's edit (spec 3 §3.9) with the version of the copy being edited. */
export const siniestroEdicionSchema = z.object({
  version: z.number({ error: REQUERIDO }).check(z.int(), z.positive()),
  estado: z.enum(ESTADO_SINIESTRO_IDS, { error: REQUERIDO }),
  numero: z
    .string({ error: REQUERIDO })
    .check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9/-]{2,29}$/, 'El número debe tener de 3 a 30 letras, dígitos, - o /')),
  idResponsable: idOpcional,
  idLiquidador: idOpcional,
  idRedLiquidador: idOpcional,
  reserva: z._default(z.nullable(monto), null),
  indemnizaciones: z._default(
    z
      .array(
        z.object({
          fecha: z.iso.date({ error: REQUERIDO }),
          valor: z.number({ error: REQUERIDO }).check(z.positive('Debe ser mayor a 0'), z.maximum(1_000_000_000)),
        }),
      )
      .check(z.maxLength(50)),
    [],
  ),
});

export const comentarioSchema = z.object({
  observacion: texto(4000),
});

/** PATCH /siniestros/{id}: either the edit or a comment (spec 3 §3.9). */
export const siniestroPatchSchema = z.union([z.strictObject(comentarioSchema.shape), siniestroEdicionSchema]);

/** Asking for an upload slot: the declared size and type are checked now and again after upload. */
export const subidaRequestSchema = z.object({
  lista: z.enum(LISTAS_ARCHIVOS),
  nombre: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  tipo: z.string().check(z.minLength(1), z.maxLength(200)),
  tamano: z.int().check(z.positive()),
});
export const subidaResponseSchema = z.object({ url: z.string(), fields: z.record(z.string(), z.string()), key: z.string() });
