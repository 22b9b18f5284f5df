import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { cursorQuery, idParamsSchema, pageOf } from '../common.ts';
import { USER_ONLY, defineOperation } from '../define.ts';
import { descargaResponseSchema } from '../schemas/descarga.ts';
import {
  certificadoAnualFilaSchema,
  certificadoAnualSchema,
  cotizacionAnualRequestSchema,
  guardarCotizacionAnualSchema,
  ofertaAnualPdfSchema,
  ofertaAnualSchema,
  solicitudAprobacionAnualSchema,
} from '../schemas/rating-anual.ts';

/**
 * The annual floating rating (spec 2 §2.6, §7). The spec's product kept saved quotes in memory; here
 * they are real: priced on the server, saved, approved by the insurer, issued with documents.
 */
const BASE = '/v1/rating-anual';
const estadoRespuesta = z.object({ id: z.int(), estado: z.int() });

export const getParametrosRatingAnual = defineOperation({
  id: 'get-parametros-rating-anual',
  area: 'rating-anual',
  method: 'GET',
  path: `${BASE}/parametros-aseguradora`,
  callers: USER_ONLY,
  permission: 'ratingAnual.cotizar',
  summary:
    'Los parámetros de las aseguradoras del rating anual para una moneda (comisión mínima, máxima y predeterminada, cuotas y formas de pago que todas admiten) y las monedas que tienen coberturas.',
  query: z.object({ idMoneda: z._default(z.coerce.number().check(z.int(), z.positive()), 840) }),
  response: z.object({
    monedas: z.array(z.object({ id: z.int(), simbolo: z.string(), nombre: z.string() })),
    parametros: z.nullable(
      z.object({
        comisionMinima: z.number(),
        comisionMaxima: z.number(),
        comisionPredeterminada: z.number(),
        cuotasPermitidas: z.array(z.int()),
        idsFormasDePagoPermitidas: z.array(z.int()),
      }),
    ),
  }),
  uses: ['table:read'],
});

export const cotizarRatingAnual = defineOperation({
  id: 'cotizar-rating-anual',
  area: 'rating-anual',
  method: 'POST',
  path: `${BASE}/cotizaciones`,
  callers: USER_ONLY,
  permission: 'ratingAnual.cotizar',
  summary:
    'Cotiza el rating anual (cuerpo de 2 §7): una oferta por cobertura de la moneda del MAE, con calculoPrima, calculoPremio, validaciones, coeficientes y cantidadViajes.',
  body: cotizacionAnualRequestSchema,
  response: z.array(ofertaAnualSchema),
  uses: ['table:read'],
});

export const descargarOfertaAnual = defineOperation({
  id: 'descargar-oferta-anual',
  area: 'rating-anual',
  method: 'POST',
  path: `${BASE}/cotizaciones/pdf`,
  callers: USER_ONLY,
  permission: 'ratingAnual.cotizar',
  summary:
    'El PDF de una oferta de la tarjeta, sin guardar nada: la solicitud se cotiza de nuevo en el servidor con la cobertura pedida (nunca se leen precios del cliente); los montos, sólo con prima.mostrar. Responde un enlace (GET prefirmado de 5 minutos).',
  body: ofertaAnualPdfSchema,
  response: descargaResponseSchema,
  uses: ['table:read', 'files:write:exportaciones'],
});

export const guardarCotizacionAnual = defineOperation({
  id: 'guardar-cotizacion-anual',
  idempotente: true,
  area: 'rating-anual',
  method: 'POST',
  path: `${BASE}/certificados`,
  callers: USER_ONLY,
  permission: 'ratingAnual.cotizar',
  summary:
    'Guarda la cotización con la cobertura elegida, recalculada en el servidor: Cotizado (10), o En Aprobación (5) con la solicitud de aprobación.',
  body: guardarCotizacionAnualSchema,
  response: z.object({ id: z.int(), estado: z.int(), nroCotizacion: z.string() }),
  status: 201,
  uses: ['table:read', 'table:write', 'events:put'],
});

export const solicitarAprobacionAnual = defineOperation({
  id: 'solicitar-aprobacion-anual',
  idempotente: true,
  area: 'rating-anual',
  method: 'POST',
  path: `${BASE}/certificados/{id}/solicitud-aprobacion`,
  callers: USER_ONLY,
  permission: 'ratingAnual.cotizar',
  summary: 'Pide la aprobación de la aseguradora para una cotización guardada: queda En Aprobación con las tres respuestas.',
  params: idParamsSchema,
  body: solicitudAprobacionAnualSchema,
  response: estadoRespuesta,
  uses: ['table:write', 'events:put'],
});

const decisionBody = z.object({
  observaciones: z._default(z.string().check(z.trim(), z.maxLength(500, 'Máximo 500 caracteres')), ''),
});

export const aprobarCertificadoAnual = defineOperation({
  id: 'aprobar-certificado-anual',
  idempotente: true,
  area: 'rating-anual',
  method: 'POST',
  path: `${BASE}/certificados/{id}/aprobacion`,
  callers: USER_ONLY,
  permission: 'certificados.aprobar',
  summary: 'La aseguradora de la cobertura aprueba una cotización En Aprobación.',
  params: idParamsSchema,
  body: decisionBody,
  response: estadoRespuesta,
  uses: ['table:write', 'events:put'],
});

export const rechazarCertificadoAnual = defineOperation({
  id: 'rechazar-certificado-anual',
  idempotente: true,
  area: 'rating-anual',
  method: 'POST',
  path: `${BASE}/certificados/{id}/rechazo`,
  callers: USER_ONLY,
  permission: 'certificados.rechazar',
  summary: 'La aseguradora de la cobertura rechaza una cotización En Aprobación.',
  params: idParamsSchema,
  body: decisionBody,
  response: estadoRespuesta,
  uses: ['table:write', 'events:put'],
});

export const emitirCertificadoAnual = defineOperation({
  id: 'emitir-certificado-anual',
  idempotente: true,
  area: 'rating-anual',
  method: 'POST',
  path: `${BASE}/certificados/{id}/emision`,
  callers: USER_ONLY,
  permission: 'ratingAnual.cotizar',
  summary: 'Emite una cotización Cotizada sin validaciones o Aprobada: número de certificado y PDF del certificado anual.',
  params: idParamsSchema,
  response: z.object({ id: z.int(), estado: z.int(), nroCertificado: z.string() }),
  uses: ['table:write', 'events:put'],
});

export const eliminarCertificadoAnual = defineOperation({
  id: 'eliminar-certificado-anual',
  area: 'rating-anual',
  method: 'DELETE',
  path: `${BASE}/certificados/{id}`,
  callers: USER_ONLY,
  permission: 'ratingAnual.cotizar',
  summary: 'Elimina una cotización no emitida: deja de listarse y queda en la auditoría (borrado lógico).',
  params: idParamsSchema,
  response: z.object({ id: z.int() }),
  uses: ['table:write', 'events:put'],
});

export const actualizarReferenciaAnual = defineOperation({
  id: 'actualizar-referencia-anual',
  area: 'rating-anual',
  method: 'PATCH',
  path: `${BASE}/certificados/{id}`,
  callers: USER_ONLY,
  permission: 'ratingAnual.cotizar',
  summary:
    'Cambia el número de referencia interna de una cotización no emitida (el del certificado emitido queda como se imprimió).',
  params: idParamsSchema,
  body: z.object({
    nroReferenciaInterna: z.nullable(z.string().check(z.trim(), z.maxLength(100, 'Máximo 100 caracteres'))),
  }),
  response: z.object({ id: z.int(), version: z.int() }),
  uses: ['table:read', 'table:write', 'events:put'],
});

export const listCertificadosAnuales = defineOperation({
  id: 'list-certificados-anuales',
  area: 'rating-anual',
  method: 'GET',
  path: `${BASE}/certificados`,
  callers: USER_ONLY,
  permission: 'certificados.leer',
  summary:
    'Cotizaciones y certificados anuales que el usuario alcanza, por fecha de estado, una página por cursor; filtro por estado.',
  query: z.object({ ...cursorQuery(5), estado: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(999))) }),
  response: pageOf(certificadoAnualFilaSchema),
  uses: ['table:read'],
});

export const getCertificadoAnual = defineOperation({
  id: 'get-certificado-anual',
  area: 'rating-anual',
  method: 'GET',
  path: `${BASE}/certificados/{id}`,
  callers: USER_ONLY,
  permission: 'certificados.leer',
  summary: 'Una cotización o certificado anual con su oferta, su formulario, la solicitud y la decisión.',
  params: idParamsSchema,
  response: certificadoAnualSchema,
  uses: ['table:read'],
});

export const descargarCertificadoAnual = defineOperation({
  id: 'descargar-certificado-anual',
  area: 'rating-anual',
  method: 'GET',
  path: `${BASE}/certificados/{id}/descarga`,
  callers: USER_ONLY,
  permission: 'certificados.leer',
  summary:
    'Un enlace nuevo (GET prefirmado de 5 minutos) del PDF del estado: la cotización, o el certificado si está emitido (los genera la función de documentos con cada evento).',
  params: idParamsSchema,
  response: descargaResponseSchema,
  uses: ['table:read', 'files:read:certificados-anuales'],
});
