import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { cursorQuery, direccionSchema, idParamsSchema, pageOf, unFiltro } from '../common.ts';
import { USER_ONLY, USER_OR_SSO, defineOperation } from '../define.ts';
import { descargaResponseSchema } from '../schemas/descarga.ts';
import { idDeclaracionSchema } from '../schemas/declaracion.ts';
import {
  bajaCargaSchema,
  decisionCargaSchema,
  DOCUMENTOS_CARGA,
  transicionCargaSchema,
} from '../schemas/certificado-flotante.ts';
import {
  certificadoContenedoresFilaSchema,
  certificadoContenedoresSchema,
  cotizacionContenedoresRequestSchema,
  guardarContenedoresRequestSchema,
  precioContenedoresSchema,
} from '../schemas/certificado-contenedores.ts';

/**
 * Container certificates under floating policies of the containers line (issue 12). They are the
 * same records as the cargo certificates (one entity with `ramo`), with the same states, transitions,
 * idempotency, auditing and documents; a cargo certificate's id answers 404 here (and the other way
 * round). Prices are the server's, from the issuer's container condition: a price in a body is
 * ignored. Price fields of every answer are stripped by permission (see precioContenedoresSchema).
 */
const BASE = '/v1/contenedores/certificados';

export const cotizarCertificadoContenedores = defineOperation({
  id: 'cotizar-certificado-contenedores',
  area: 'contenedores',
  method: 'POST',
  path: `${BASE}/cotizaciones`,
  callers: USER_OR_SSO,
  permission: 'contenedores.cotizar',
  summary:
    'Cotiza un certificado de contenedores sin guardarlo: el precio del servidor por tipo de contenedor con su cálculo, las validaciones de exceso y si requiere aprobación. 400 con los campos; 409 si la póliza no admite certificados de contenedores o el emisor no tiene condición de contenedores para ella.',
  body: cotizacionContenedoresRequestSchema,
  response: precioContenedoresSchema,
  uses: ['table:read'],
});

export const guardarCertificadoContenedores = defineOperation({
  id: 'guardar-certificado-contenedores',
  idempotente: true,
  area: 'contenedores',
  method: 'POST',
  path: BASE,
  callers: USER_OR_SSO,
  permission: 'contenedores.cotizar',
  summary:
    'Guarda una cotización de contenedores, cotizada en el servidor: cotizado (10), o en aprobación (5) si excede la póliza (con la observación para la aseguradora). Con Idempotency-Key, un reintento contesta el mismo certificado.',
  body: guardarContenedoresRequestSchema,
  response: z.object({ ...transicionCargaSchema.shape, precio: precioContenedoresSchema }),
  status: 201,
  uses: ['table:write', 'events:put'],
});

export const emitirCertificadoContenedores = defineOperation({
  id: 'emitir-certificado-contenedores',
  idempotente: true,
  area: 'contenedores',
  method: 'POST',
  path: `${BASE}/{id}/emision`,
  callers: USER_OR_SSO,
  permission: 'contenedores.emitir',
  summary:
    'Emite una cotización de contenedores cotizada (10) o aprobada (7): número CT- de su propio contador atómico, estado emitido (20) y el PDF del certificado (generado después: documentosPendientes). De dos emisiones simultáneas una gana y la otra recibe 409. Una salida anterior a hoy se emite solo aprobada por la aseguradora con el código 540 (409 si no).',
  params: idParamsSchema,
  response: transicionCargaSchema,
  uses: ['table:write', 'events:put'],
});

export const aprobarCertificadoContenedores = defineOperation({
  id: 'aprobar-certificado-contenedores',
  idempotente: true,
  area: 'contenedores',
  method: 'POST',
  path: `${BASE}/{id}/aprobacion`,
  callers: USER_ONLY,
  permission: 'certificados.aprobar',
  summary: 'La aseguradora de la póliza (o la administración) aprueba un certificado de contenedores en aprobación (5 → 7).',
  params: idParamsSchema,
  body: decisionCargaSchema,
  response: transicionCargaSchema,
  uses: ['table:write', 'events:put'],
});

export const rechazarCertificadoContenedores = defineOperation({
  id: 'rechazar-certificado-contenedores',
  idempotente: true,
  area: 'contenedores',
  method: 'POST',
  path: `${BASE}/{id}/rechazo`,
  callers: USER_ONLY,
  permission: 'certificados.rechazar',
  summary: 'La aseguradora de la póliza (o la administración) rechaza un certificado de contenedores en aprobación (5 → 6).',
  params: idParamsSchema,
  body: decisionCargaSchema,
  response: transicionCargaSchema,
  uses: ['table:write', 'events:put'],
});

export const darDeBajaCertificadoContenedores = defineOperation({
  id: 'dar-de-baja-certificado-contenedores',
  idempotente: true,
  area: 'contenedores',
  method: 'POST',
  path: `${BASE}/{id}/baja`,
  callers: USER_OR_SSO,
  permission: 'certificados.darDeBaja',
  summary:
    'Da de baja un certificado de contenedores emitido (20 → 255) con un motivo, mientras no esté declarado. Después de la fecha de salida, solo la aseguradora de la póliza o la administración (403 a los demás). Nunca los usuarios de un cliente. Auditado.',
  params: idParamsSchema,
  body: bajaCargaSchema,
  response: transicionCargaSchema,
  uses: ['table:write', 'events:put'],
});

export const cancelarCertificadoContenedores = defineOperation({
  id: 'cancelar-certificado-contenedores',
  idempotente: true,
  area: 'contenedores',
  method: 'POST',
  path: `${BASE}/{id}/cancelacion`,
  callers: USER_OR_SSO,
  permission: 'contenedores.cotizar',
  summary: 'Cancela una cotización de contenedores (cotizado, en aprobación o aprobado → cancelado 252).',
  params: idParamsSchema,
  response: transicionCargaSchema,
  uses: ['table:write'],
});

/** Filters of the container list; each is its own access pattern (ACCESS-PATTERNS.md), one at a time. */
export const FILTROS_CERTIFICADOS_CONTENEDORES = ['estado', 'nroCertificado', 'referencia', 'idDeclaracion', 'filtro'] as const;

export const listCertificadosContenedoresQuerySchema = z
  .object({
    ...cursorQuery(5),
    estado: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(999))),
    nroCertificado: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
    referencia: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    idDeclaracion: z.optional(idDeclaracionSchema),
    /** The generic filter: an exact certificate number or, if none, an exact internal reference. */
    filtro: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    desde: z.optional(z.iso.date('Fecha inválida')),
    hasta: z.optional(z.iso.date('Fecha inválida')),
    direccion: z._default(direccionSchema, 'desc'),
  })
  .check(
    z.superRefine(
      unFiltro(FILTROS_CERTIFICADOS_CONTENEDORES, 'Filtrá por estado, número, referencia, declaración o texto: uno por vez'),
    ),
  );

export const listCertificadosContenedores = defineOperation({
  id: 'list-certificados-contenedores',
  area: 'contenedores',
  method: 'GET',
  path: BASE,
  callers: USER_OR_SSO,
  permission: 'contenedores.ver',
  summary:
    'Certificados de contenedores por fecha de estado, una página por cursor, con el mismo alcance que los de carga (empresa emisora, cliente, aseguradora o administración). Filtros: estado, rango de fechas, número, referencia interna, declaración o texto. `meta.total` sale de contadores (null en búsquedas y rangos).',
  query: listCertificadosContenedoresQuerySchema,
  response: pageOf(certificadoContenedoresFilaSchema),
  uses: ['table:read'],
});

export const getCertificadoContenedores = defineOperation({
  id: 'get-certificado-contenedores',
  area: 'contenedores',
  method: 'GET',
  path: `${BASE}/{id}`,
  callers: USER_OR_SSO,
  permission: 'contenedores.ver',
  summary:
    'Un certificado de contenedores con su precio por tipo y cálculo, documentos, decisión, baja e historial (404 fuera del alcance o si es de carga).',
  params: idParamsSchema,
  response: certificadoContenedoresSchema,
  uses: ['table:read'],
});

export const listCertificadosContenedoresPoliza = defineOperation({
  id: 'list-certificados-contenedores-poliza',
  area: 'contenedores',
  method: 'GET',
  path: '/v1/contenedores/polizas/{id}/certificados',
  callers: USER_OR_SSO,
  permission: 'contenedores.ver',
  summary:
    'Certificados de contenedores de una póliza por fecha de estado, una página por cursor; para quien ve la póliza (administración, o su aseguradora).',
  params: idParamsSchema,
  query: z.object({ ...cursorQuery(5), direccion: z._default(direccionSchema, 'desc') }),
  response: pageOf(certificadoContenedoresFilaSchema),
  uses: ['table:read'],
});

export const descargarDocumentoContenedores = defineOperation({
  id: 'descargar-documento-contenedores',
  area: 'contenedores',
  method: 'GET',
  path: `${BASE}/{id}/documentos/{tipo}`,
  callers: USER_OR_SSO,
  permission: 'contenedores.ver',
  summary: 'Un enlace nuevo (GET prefirmado de 5 minutos) al PDF del certificado de contenedores emitido o de su cotización.',
  params: z.object({ ...idParamsSchema.shape, tipo: z.enum(DOCUMENTOS_CARGA) }),
  response: descargaResponseSchema,
  uses: ['table:read', 'files:read:certificados-carga'],
});
