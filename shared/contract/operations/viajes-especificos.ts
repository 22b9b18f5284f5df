import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { cursorQuery, direccionSchema, idParamsSchema, pageOf, unFiltro } from '../common.ts';
import { PUBLIC, USER_ONLY, USER_OR_SSO, defineOperation } from '../define.ts';
import { descargaResponseSchema } from '../schemas/descarga.ts';
import {
  certificadoFilaSchema,
  certificadoSchema,
  cotizacionRequestSchema,
  emitirRequestSchema,
  guardarRequestSchema,
  ofertaSchema,
  solicitudAprobacionSchema,
} from '../schemas/viaje-especifico.ts';
import { CODIGO_VERIFICACION, verificacionSchema } from '../schemas/verificacion.ts';

const BASE = '/v1/viajes-especificos';

export const cotizarViaje = defineOperation({
  id: 'cotizar-viaje',
  area: 'viajes-especificos',
  method: 'POST',
  path: `${BASE}/cotizaciones`,
  callers: USER_OR_SSO,
  permission: 'viajesEspecificos.cotizar',
  summary: 'Cotiza un viaje específico: una oferta por cobertura aplicable, con su cálculo y validaciones de exceso.',
  body: cotizacionRequestSchema,
  response: z.array(ofertaSchema),
  uses: ['table:read'],
});

const guardado = z.object({ id: z.int(), urlAsegurado: z.nullable(z.string()), urlCopiaPAS: z.nullable(z.string()) });

export const guardarCotizacion = defineOperation({
  id: 'guardar-cotizacion',
  idempotente: true,
  area: 'viajes-especificos',
  method: 'POST',
  path: `${BASE}/polizas`,
  callers: USER_OR_SSO,
  permission: 'viajesEspecificos.cotizar',
  summary: 'Guarda la cotización (estado cotizado) con la oferta elegida, recalculada en el servidor; Id para actualizarla.',
  body: guardarRequestSchema,
  response: guardado,
  uses: ['table:write', 'events:put'],
});

export const emitirCertificado = defineOperation({
  id: 'emitir-certificado',
  idempotente: true,
  area: 'viajes-especificos',
  method: 'POST',
  path: `${BASE}/polizas/emitidas`,
  callers: USER_OR_SSO,
  permission: 'viajesEspecificos.cotizar',
  summary:
    'Emite un certificado cotizado o aprobado, si el tomador y el beneficiario superan la validación de personas: número de certificado, código de verificación y constancia.',
  body: emitirRequestSchema,
  // The proof is rendered right after the issue: null here, then on the certificate (documentosPendientes).
  response: z.object({ id: z.int(), nroCertificado: z.string(), urlConstancia: z.nullable(z.string()) }),
  uses: ['table:write', 'events:put', 'mail:send', 'personas:secret'],
});

const solicitudRespuesta = z.object({ id: z.int() });

export const solicitarAprobacion = defineOperation({
  id: 'solicitar-aprobacion',
  idempotente: true,
  area: 'viajes-especificos',
  method: 'POST',
  path: `${BASE}/polizas/con-riesgos`,
  callers: USER_OR_SSO,
  permission: 'viajesEspecificos.cotizar',
  summary: 'Pide la aprobación de una cotización con riesgo excedido: queda en aprobación con las respuestas.',
  body: solicitudAprobacionSchema,
  response: solicitudRespuesta,
  uses: ['table:write', 'events:put'],
});

export const actualizarSolicitudAprobacion = defineOperation({
  id: 'actualizar-solicitud-aprobacion',
  idempotente: true,
  area: 'viajes-especificos',
  method: 'PATCH',
  path: `${BASE}/polizas/con-riesgos`,
  callers: USER_OR_SSO,
  permission: 'viajesEspecificos.cotizar',
  summary: 'La misma solicitud sobre una cotización existente (el payload trae Id).',
  body: z.extend(solicitudAprobacionSchema, { Id: z.int().check(z.positive()) }),
  response: solicitudRespuesta,
  uses: ['table:write', 'events:put'],
});

/** Filters of the certificate list; each lookup is its own access pattern (see ACCESS-PATTERNS.md). */
export const FILTROS_CERTIFICADOS = ['estado', 'tomadorId', 'nroCertificado', 'referencia'] as const;

export const listCertificadosQuerySchema = z
  .object({
    ...cursorQuery(10),
    estado: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(999))),
    tomadorId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    nroCertificado: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
    referencia: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    desde: z.optional(z.iso.date('Fecha inválida')),
    hasta: z.optional(z.iso.date('Fecha inválida')),
    direccion: z._default(direccionSchema, 'desc'),
  })
  .check(z.superRefine(unFiltro(FILTROS_CERTIFICADOS, 'Filtrá por estado, tomador, número o referencia: uno por vez')));

export const listCertificados = defineOperation({
  id: 'list-certificados',
  area: 'viajes-especificos',
  method: 'GET',
  path: `${BASE}/polizas`,
  callers: USER_OR_SSO,
  permission: 'viajesEspecificos.consultar',
  summary:
    'Certificados de viaje específico de la empresa por fecha de estado, una página por cursor. Filtros: estado, rango de fechas de estado, tomador, número de certificado (entero o sus primeros dígitos, en orden de número) o referencia interna (exacta).',
  query: listCertificadosQuerySchema,
  response: pageOf(certificadoFilaSchema),
  uses: ['table:read', 'files:read:viajes-especificos'],
});

export const getCertificado = defineOperation({
  id: 'get-certificado',
  area: 'viajes-especificos',
  method: 'GET',
  path: `${BASE}/polizas/{id}`,
  callers: USER_OR_SSO,
  permission: 'viajesEspecificos.consultar',
  summary: 'Un certificado con su oferta, datos de emisión, documentos e historial.',
  params: idParamsSchema,
  response: certificadoSchema,
  uses: ['table:read', 'files:read:viajes-especificos'],
});

/** The rendered documents of a certificate a download may name. */
export const DOCUMENTOS_CERTIFICADO = ['asegurado', 'pas', 'constancia'] as const;

export const descargarDocumentoCertificado = defineOperation({
  id: 'descargar-documento-certificado',
  area: 'viajes-especificos',
  method: 'GET',
  path: `${BASE}/polizas/{id}/descarga`,
  callers: USER_OR_SSO,
  permission: 'viajesEspecificos.consultar',
  summary: 'Un enlace de descarga nuevo (GET prefirmado de 5 minutos) de un documento del certificado, pedido al hacer clic.',
  params: idParamsSchema,
  query: z.object({ documento: z.enum(DOCUMENTOS_CERTIFICADO) }),
  response: descargaResponseSchema,
  uses: ['table:read', 'files:read:viajes-especificos'],
});

export const getParametrosAseguradora = defineOperation({
  id: 'get-parametros-aseguradora',
  area: 'viajes-especificos',
  method: 'GET',
  path: `${BASE}/parametros-aseguradora`,
  callers: USER_OR_SSO,
  permission: 'viajesEspecificos.cotizar',
  summary: 'Parámetros comerciales de cada aseguradora: cuotas, formas de pago, rangos de recargo y comisión.',
  response: z.object({
    data: z.array(
      z.object({
        idAseguradora: z.int(),
        cuotasPermitidas: z.array(z.int()),
        formasDePagoPermitidasIds: z.array(z.int()),
        recargoAdmin: z.object({ minimo: z.number(), maximo: z.number() }),
        comisionProductor: z.object({ minimo: z.number(), maximo: z.number() }),
        comisionPredeterminada: z.number(),
        recargoAdminPredeterminado: z.number(),
      }),
    ),
  }),
  uses: ['table:read'],
});

const decisionBody = z.object({
  observaciones: z._default(z.string().check(z.trim(), z.maxLength(500, 'Máximo 500 caracteres')), ''),
});

export const aprobarCertificado = defineOperation({
  id: 'aprobar-certificado',
  area: 'viajes-especificos',
  method: 'POST',
  path: `${BASE}/polizas/{id}/aprobacion`,
  callers: USER_ONLY,
  permission: 'certificados.aprobar',
  summary: 'La aseguradora aprueba una cotización en aprobación; se avisa al productor.',
  params: idParamsSchema,
  body: decisionBody,
  response: z.object({ id: z.int(), estado: z.int() }),
  uses: ['table:write', 'events:put', 'mail:send'],
});

export const rechazarCertificado = defineOperation({
  id: 'rechazar-certificado',
  area: 'viajes-especificos',
  method: 'POST',
  path: `${BASE}/polizas/{id}/rechazo`,
  callers: USER_ONLY,
  permission: 'certificados.rechazar',
  summary: 'La aseguradora rechaza una cotización en aprobación; se avisa al productor.',
  params: idParamsSchema,
  body: decisionBody,
  response: z.object({ id: z.int(), estado: z.int() }),
  uses: ['table:write', 'events:put', 'mail:send'],
});

/**
 * A fresh link to a coverage's conditions (a PDF in S3). Public, because the link printed on a
 * certificate is opened by whoever holds the paper; the portal page /condiciones/{id} calls it and
 * redirects, and the SPA's links go through that page, so every click gets an unexpired URL.
 */
export const getCondicionesCobertura = defineOperation({
  id: 'get-condiciones-cobertura',
  area: 'viajes-especificos',
  method: 'GET',
  path: '/v1/publico/condiciones/{coberturaId}',
  callers: PUBLIC,
  summary: 'Enlace de descarga (prefirmado, de vida corta) de las condiciones de una cobertura del tenant.',
  params: z.object({ coberturaId: z.coerce.number().check(z.int(), z.positive()) }),
  response: z.object({ url: z.string() }),
  uses: ['table:read', 'files:read:condiciones'],
  rateLimit: { perMinute: 30 },
});

export const verificarCertificado = defineOperation({
  id: 'verificar-certificado',
  area: 'viajes-especificos',
  method: 'GET',
  path: '/v1/publico/verificaciones/{codigo}',
  callers: PUBLIC,
  summary:
    'Verificación pública de un certificado de cualquier tipo (viaje específico, carga, contenedores, anual, embarcación) por su código: si es válido y sus datos clave, nada más.',
  params: z.object({ codigo: z.string().check(z.regex(CODIGO_VERIFICACION, 'Código inválido')) }),
  response: verificacionSchema,
  uses: ['table:read'],
  rateLimit: { perMinute: 30 },
});
