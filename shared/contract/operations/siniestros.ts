import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { ESTADO_SINIESTRO_IDS } from '../../siniestros/estados.ts';
import { cursorQuery, direccionSchema, idParamsSchema, pageOf, unFiltro } from '../common.ts';
import { PUBLIC, USER_OR_SSO, defineOperation } from '../define.ts';
import { descargaResponseSchema } from '../schemas/descarga.ts';
import {
  archivoSubidoSchema,
  denunciaBaseSchema,
  estadoSiniestroSchema,
  LISTAS_ARCHIVOS,
  siniestroFilaSchema,
  siniestroPatchSchema,
  siniestroSchema,
  subidaRequestSchema,
  subidaResponseSchema,
} from '../schemas/siniestro.ts';

const creado = z.object({ id: z.int(), numero: z.string() });

export const listEstadosSiniestro = defineOperation({
  id: 'list-estados-siniestro',
  area: 'siniestros',
  method: 'GET',
  path: '/v1/siniestros/estados',
  callers: USER_OR_SSO,
  permission: 'siniestros.consultar',
  summary: 'La enumeración de estados de un siniestro, con los pasos permitidos desde cada uno.',
  response: z.object({
    data: z.array(z.extend(estadoSiniestroSchema, { siguientes: z.array(z.enum(ESTADO_SINIESTRO_IDS)), abierto: z.boolean() })),
  }),
  uses: [],
});

/** Filters of the claims list; each is its own access pattern (see ACCESS-PATTERNS.md). */
export const FILTROS_SINIESTROS = ['estado', 'certificado', 'beneficiario'] as const;

export const listSiniestrosQuerySchema = z
  .object({
    ...cursorQuery(5),
    estado: z.optional(z.enum(ESTADO_SINIESTRO_IDS)),
    desde: z.optional(z.iso.date('Fecha inválida')),
    hasta: z.optional(z.iso.date('Fecha inválida')),
    /** Número de certificado, exacto. */
    certificado: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
    /** CIF del beneficiario, exacto (sin puntos ni guiones). */
    beneficiario: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(30))),
    direccion: z._default(direccionSchema, 'desc'),
  })
  .check(z.superRefine(unFiltro(FILTROS_SINIESTROS, 'Filtrá por estado, certificado o beneficiario: uno por vez')));

export const listSiniestros = defineOperation({
  id: 'list-siniestros',
  area: 'siniestros',
  method: 'GET',
  path: '/v1/siniestros',
  callers: USER_OR_SSO,
  permission: 'siniestros.consultar',
  summary:
    'Denuncias de la empresa (productor o aseguradora) por fecha de denuncia, una página por cursor. Filtros: estado, rango de fechas de denuncia, número de certificado o CIF del beneficiario (exactos).',
  query: listSiniestrosQuerySchema,
  response: pageOf(siniestroFilaSchema),
  uses: ['table:read'],
});

export const getSiniestro = defineOperation({
  id: 'get-siniestro',
  area: 'siniestros',
  method: 'GET',
  path: '/v1/siniestros/{id}',
  callers: USER_OR_SSO,
  permission: 'siniestros.consultar',
  summary: 'Un siniestro con sus archivos (enlaces de descarga de vida corta), observaciones e historial.',
  params: idParamsSchema,
  response: siniestroSchema,
  uses: ['table:read', 'files:read:siniestros', 'files:read:viajes-especificos', 'files:read:certificados-carga'],
});

export const patchSiniestro = defineOperation({
  id: 'patch-siniestro',
  area: 'siniestros',
  method: 'PATCH',
  path: '/v1/siniestros/{id}',
  callers: USER_OR_SSO,
  permission: 'siniestros.consultar',
  summary:
    'Edita el siniestro (estado, responsables, reserva, indemnizaciones, número; requiere editar siniestros y la versión leída) o agrega un comentario (observacion).',
  params: idParamsSchema,
  body: siniestroPatchSchema,
  response: siniestroSchema,
  uses: ['table:write', 'events:put', 'files:read:siniestros', 'files:read:viajes-especificos', 'files:read:certificados-carga'],
});

/** What a claim's download names: one of its files (by key) or the certificate's PDF. */
export const DOCUMENTO_CERTIFICADO = 'certificado';

export const descargarArchivoSiniestro = defineOperation({
  id: 'descargar-archivo-siniestro',
  area: 'siniestros',
  method: 'GET',
  path: '/v1/siniestros/{id}/descarga',
  callers: USER_OR_SSO,
  permission: 'siniestros.consultar',
  summary:
    'Un enlace de descarga nuevo (GET prefirmado de 5 minutos) de un archivo del siniestro o del PDF de su certificado, pedido al hacer clic.',
  params: idParamsSchema,
  query: z.object({
    /** The file's key as the claim lists it, or 'certificado'. */
    documento: z.string().check(z.minLength(1, 'Requerido'), z.maxLength(500)),
  }),
  response: descargaResponseSchema,
  uses: ['table:read', 'files:read:siniestros', 'files:read:viajes-especificos', 'files:read:certificados-carga'],
});

export const createSiniestro = defineOperation({
  id: 'create-siniestro',
  idempotente: true,
  area: 'siniestros',
  method: 'POST',
  path: '/v1/siniestros',
  callers: USER_OR_SSO,
  permission: 'siniestros.denunciar',
  summary:
    'Denuncia interna de un siniestro sobre un certificado emitido (de viaje específico o de póliza flotante), con sus archivos ya subidos.',
  body: denunciaBaseSchema,
  response: creado,
  status: 201,
  uses: ['table:write', 'files:write:subidas-denuncias', 'files:write:siniestros', 'events:put', 'mail:send'],
});

export const subirArchivoDenuncia = defineOperation({
  id: 'subir-archivo-denuncia',
  area: 'siniestros',
  method: 'POST',
  path: '/v1/siniestros/archivos',
  callers: USER_OR_SSO,
  permission: 'siniestros.denunciar',
  summary: 'Un POST prefirmado para subir a S3 un archivo de una denuncia nueva.',
  body: subidaRequestSchema,
  response: subidaResponseSchema,
  uses: ['table:write', 'files:upload:subidas-denuncias'],
});

export const subirArchivoSiniestro = defineOperation({
  id: 'subir-archivo-siniestro',
  area: 'siniestros',
  method: 'POST',
  path: '/v1/siniestros/{id}/subidas',
  callers: USER_OR_SSO,
  permission: 'siniestros.editar',
  summary: 'Un POST prefirmado para subir a S3 un archivo de un siniestro existente.',
  params: idParamsSchema,
  body: subidaRequestSchema,
  response: subidaResponseSchema,
  uses: ['table:write', 'files:upload:subidas-siniestros'],
});

export const adjuntarArchivoSiniestro = defineOperation({
  id: 'adjuntar-archivo-siniestro',
  area: 'siniestros',
  method: 'POST',
  path: '/v1/siniestros/{id}/archivos',
  callers: USER_OR_SSO,
  permission: 'siniestros.editar',
  summary: 'Adjunta al siniestro un archivo ya subido, tras verificar su tamaño y tipo.',
  params: idParamsSchema,
  body: z.extend(archivoSubidoSchema, { lista: z.enum(LISTAS_ARCHIVOS) }),
  response: siniestroSchema,
  uses: [
    'table:write',
    'files:write:subidas-siniestros',
    'files:write:siniestros',
    'files:read:viajes-especificos',
    'files:read:certificados-carga',
  ],
});

const PUBLICO = { perMinute: 30 };

export const buscarCertificadoPublico = defineOperation({
  id: 'buscar-certificado-publico',
  area: 'publico',
  method: 'GET',
  path: '/v1/publico/certificados',
  callers: PUBLIC,
  summary:
    'Aviso de siniestro: encuentra un certificado emitido o declarado (de viaje específico o de póliza flotante) sólo si su número y el identificador fiscal de una de sus partes coinciden.',
  query: z.object({
    Numero: z.string().check(z.trim(), z.minLength(1, 'Requerido'), z.maxLength(40)),
    CifCliente: z.string().check(z.trim(), z.minLength(1, 'Requerido'), z.maxLength(30)),
  }),
  response: z.object({ id: z.int() }),
  uses: ['table:read'],
  rateLimit: { perMinute: 10 },
});

export const listCoberturasSiniestro = defineOperation({
  id: 'list-coberturas-siniestro',
  area: 'publico',
  method: 'GET',
  path: '/v1/publico/siniestros/coberturas',
  callers: PUBLIC,
  summary: 'Las coberturas que puede elegir quien denuncia (elección preliminar).',
  response: z.array(z.object({ id: z.int(), texto: z.string() })),
  uses: [],
  rateLimit: PUBLICO,
});

export const subirArchivoPublico = defineOperation({
  id: 'subir-archivo-publico',
  area: 'publico',
  method: 'POST',
  path: '/v1/publico/siniestros/archivos',
  callers: PUBLIC,
  summary: 'Un POST prefirmado para que quien denuncia suba un archivo, atado al certificado encontrado.',
  body: z.extend(subidaRequestSchema, {
    idCertificado: z.int().check(z.positive()),
    numeroCertificado: z.string().check(z.maxLength(40)),
    cif: z.string().check(z.maxLength(30)),
  }),
  response: subidaResponseSchema,
  uses: ['table:write', 'files:upload:subidas-denuncias'],
  rateLimit: PUBLICO,
});

export const denunciarSiniestroPublico = defineOperation({
  id: 'denunciar-siniestro-publico',
  idempotente: true,
  area: 'publico',
  method: 'POST',
  path: '/v1/publico/siniestros',
  callers: PUBLIC,
  summary: 'Aviso de siniestro sin login: crea la denuncia una sola vez (Idempotency-Key) y avisa al denunciante y al equipo.',
  body: denunciaBaseSchema,
  response: creado,
  status: 201,
  uses: ['table:write', 'files:write:subidas-denuncias', 'files:write:siniestros', 'events:put', 'mail:send'],
  rateLimit: PUBLICO,
});
