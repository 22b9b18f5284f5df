import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { cursorQuery, direccionSchema, idParamsSchema, pageOf, unFiltro } from '../common.ts';
import { USER_ONLY, USER_OR_SSO, defineOperation } from '../define.ts';
import { descargaResponseSchema } from '../schemas/descarga.ts';
import { idDeclaracionSchema } from '../schemas/declaracion.ts';
import {
  certificadoCargaFilaSchema,
  certificadoCargaSchema,
  cotizacionCargaRequestSchema,
  guardarCargaRequestSchema,
  precioCargaSchema,
} from '../schemas/certificado-carga.ts';
import {
  bajaCargaSchema,
  decisionCargaSchema,
  DOCUMENTOS_CARGA,
  transicionCargaSchema,
} from '../schemas/certificado-flotante.ts';

/**
 * Cargo certificates under floating policies (issue 12). Every write takes an Idempotency-Key; every
 * state change is conditional on the state read (a concurrent one gets 409) and audited. Prices are
 * the server's: a price in a body is ignored. Price fields of every answer are stripped by permission
 * (see precioCargaSchema).
 */
const BASE = '/v1/certificados';

export const cotizarCertificadoCarga = defineOperation({
  id: 'cotizar-certificado-carga',
  area: 'certificados',
  method: 'POST',
  path: `${BASE}/cotizaciones`,
  callers: USER_OR_SSO,
  permission: 'certificados.cotizar',
  summary:
    'Cotiza un certificado de carga sin guardarlo: el precio del servidor con su cálculo, las validaciones de exceso y si requiere aprobación. 400 con los campos; 409 si la póliza no admite certificados (anulada, otro ramo).',
  body: cotizacionCargaRequestSchema,
  response: precioCargaSchema,
  uses: ['table:read'],
});

export const guardarCertificadoCarga = defineOperation({
  id: 'guardar-certificado-carga',
  idempotente: true,
  area: 'certificados',
  method: 'POST',
  path: BASE,
  callers: USER_OR_SSO,
  permission: 'certificados.cotizar',
  summary:
    'Guarda una cotización de carga, cotizada en el servidor: cotizado (10), o en aprobación (5) si excede la póliza (con la observación para la aseguradora). Con Idempotency-Key, un reintento contesta el mismo certificado.',
  body: guardarCargaRequestSchema,
  response: z.object({ ...transicionCargaSchema.shape, precio: precioCargaSchema }),
  status: 201,
  uses: ['table:write', 'events:put'],
});

export const emitirCertificadoCarga = defineOperation({
  id: 'emitir-certificado-carga',
  idempotente: true,
  area: 'certificados',
  method: 'POST',
  path: `${BASE}/{id}/emision`,
  callers: USER_OR_SSO,
  permission: 'certificados.cotizar',
  summary:
    'Emite una cotización cotizada (10) o aprobada (7): número de certificado de un contador atómico, estado emitido (20) y el PDF del certificado (generado después: documentosPendientes). De dos emisiones simultáneas una gana y la otra recibe 409. Una salida anterior a hoy se emite solo aprobada por la aseguradora con el código 540 (409 si no).',
  params: idParamsSchema,
  response: transicionCargaSchema,
  uses: ['table:write', 'events:put'],
});

export const aprobarCertificadoCarga = defineOperation({
  id: 'aprobar-certificado-carga',
  idempotente: true,
  area: 'certificados',
  method: 'POST',
  path: `${BASE}/{id}/aprobacion`,
  callers: USER_ONLY,
  permission: 'certificados.aprobar',
  summary: 'La aseguradora de la póliza (o la administración) aprueba un certificado en aprobación (5 → 7).',
  params: idParamsSchema,
  body: decisionCargaSchema,
  response: transicionCargaSchema,
  uses: ['table:write', 'events:put'],
});

export const rechazarCertificadoCarga = defineOperation({
  id: 'rechazar-certificado-carga',
  idempotente: true,
  area: 'certificados',
  method: 'POST',
  path: `${BASE}/{id}/rechazo`,
  callers: USER_ONLY,
  permission: 'certificados.rechazar',
  summary: 'La aseguradora de la póliza (o la administración) rechaza un certificado en aprobación (5 → 6).',
  params: idParamsSchema,
  body: decisionCargaSchema,
  response: transicionCargaSchema,
  uses: ['table:write', 'events:put'],
});

export const darDeBajaCertificadoCarga = defineOperation({
  id: 'dar-de-baja-certificado-carga',
  idempotente: true,
  area: 'certificados',
  method: 'POST',
  path: `${BASE}/{id}/baja`,
  callers: USER_OR_SSO,
  permission: 'certificados.darDeBaja',
  summary:
    'Da de baja un certificado emitido (20 → 255) con un motivo, mientras no esté declarado. Después de la fecha de salida, solo la aseguradora de la póliza o la administración (403 a los demás). Nunca los usuarios de un cliente. Auditado.',
  params: idParamsSchema,
  body: bajaCargaSchema,
  response: transicionCargaSchema,
  uses: ['table:write', 'events:put'],
});

export const cancelarCertificadoCarga = defineOperation({
  id: 'cancelar-certificado-carga',
  idempotente: true,
  area: 'certificados',
  method: 'POST',
  path: `${BASE}/{id}/cancelacion`,
  callers: USER_OR_SSO,
  permission: 'certificados.cotizar',
  summary: 'Cancela una cotización (cotizado, en aprobación o aprobado → cancelado 252).',
  params: idParamsSchema,
  response: transicionCargaSchema,
  uses: ['table:write'],
});

/** Filters of the cargo list; each is its own access pattern (ACCESS-PATTERNS.md), one at a time. */
export const FILTROS_CERTIFICADOS_CARGA = ['estado', 'nroCertificado', 'referencia', 'idDeclaracion', 'filtro'] as const;

export const listCertificadosCargaQuerySchema = z
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
      unFiltro(FILTROS_CERTIFICADOS_CARGA, 'Filtrá por estado, número, referencia, declaración o texto: uno por vez'),
    ),
  );

export const listCertificadosCarga = defineOperation({
  id: 'list-certificados-carga',
  area: 'certificados',
  method: 'GET',
  path: BASE,
  callers: USER_OR_SSO,
  permission: 'certificados.leer',
  summary:
    'Certificados de carga por fecha de estado, una página por cursor: los de la empresa del usuario (emisor), los de su cliente (usuario de cliente), los de las pólizas de su aseguradora, o todos (administración). Filtros: estado, rango de fechas, número (entero o sus primeros dígitos, en orden de número), referencia interna, declaración o texto. `meta.total` sale de contadores (null en búsquedas y rangos).',
  query: listCertificadosCargaQuerySchema,
  response: pageOf(certificadoCargaFilaSchema),
  uses: ['table:read'],
});

export const getCertificadoCarga = defineOperation({
  id: 'get-certificado-carga',
  area: 'certificados',
  method: 'GET',
  path: `${BASE}/{id}`,
  callers: USER_OR_SSO,
  permission: 'certificados.leer',
  summary: 'Un certificado de carga con su precio y cálculo, documentos, decisión, baja e historial (404 fuera del alcance).',
  params: idParamsSchema,
  response: certificadoCargaSchema,
  uses: ['table:read'],
});

export const listCertificadosPoliza = defineOperation({
  id: 'list-certificados-poliza',
  area: 'certificados',
  method: 'GET',
  path: '/v1/polizas/{id}/certificados',
  callers: USER_OR_SSO,
  permission: 'certificados.leer',
  summary:
    'Certificados de carga de una póliza por fecha de estado, una página por cursor; para quien ve la póliza (administración, o su aseguradora).',
  params: idParamsSchema,
  query: z.object({ ...cursorQuery(5), direccion: z._default(direccionSchema, 'desc') }),
  response: pageOf(certificadoCargaFilaSchema),
  uses: ['table:read'],
});

export const descargarDocumentoCarga = defineOperation({
  id: 'descargar-documento-carga',
  area: 'certificados',
  method: 'GET',
  path: `${BASE}/{id}/documentos/{tipo}`,
  callers: USER_OR_SSO,
  permission: 'certificados.leer',
  summary: 'Un enlace nuevo (GET prefirmado de 5 minutos) al PDF del certificado emitido o de la cotización.',
  params: z.object({ ...idParamsSchema.shape, tipo: z.enum(DOCUMENTOS_CARGA) }),
  response: descargaResponseSchema,
  uses: ['table:read', 'files:read:certificados-carga'],
});
