import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { pageOf } from '../common.ts';
import { PUBLIC, USER_ONLY, defineOperation } from '../define.ts';
import { descargaResponseSchema } from '../schemas/descarga.ts';
import {
  avisoBilleteraSchema,
  checkoutVistaSchema,
  cotizacionEmbarcacionFilaSchema,
  cotizacionEmbarcacionInputSchema,
  cotizacionEmbarcacionParamsSchema,
  listCotizacionesEmbarcacionQuerySchema,
} from '../schemas/checkout.ts';

/**
 * The boat-insurance checkout (spec 3 §2.8, §3.12, §4.5). Unlike the spec's demo, the server creates
 * the payment intention with the provider's credentials, and only the provider (its signed webhook,
 * or a status query) marks a quote paid.
 */
const BASE = '/v1/checkout';

export const createCotizacionEmbarcacion = defineOperation({
  id: 'create-cotizacion-embarcacion',
  area: 'checkout',
  method: 'POST',
  path: BASE,
  callers: USER_ONLY,
  permission: 'certificados.cotizar',
  summary: 'Registra una cotización de seguro de embarcación en pesos y devuelve el enlace de su checkout.',
  body: cotizacionEmbarcacionInputSchema,
  response: z.object({ id: z.string(), url: z.string() }),
  status: 201,
  uses: ['table:write', 'events:put'],
});

export const listCotizacionesEmbarcacion = defineOperation({
  id: 'list-cotizaciones-embarcacion',
  area: 'checkout',
  method: 'GET',
  path: BASE,
  callers: USER_ONLY,
  permission: 'certificados.leer',
  summary:
    'Las cotizaciones y pólizas de embarcación por fecha de creación, una página por cursor: las que registró la empresa del usuario, las de su aseguradora, o todas (administración); con el enlace del checkout mientras no están pagas.',
  query: listCotizacionesEmbarcacionQuerySchema,
  response: pageOf(cotizacionEmbarcacionFilaSchema),
  uses: ['table:read'],
});

export const getCheckout = defineOperation({
  id: 'get-checkout',
  area: 'checkout',
  method: 'GET',
  path: `${BASE}/{id}`,
  callers: PUBLIC,
  rateLimit: { perMinute: 60 },
  summary:
    'La cotización a pagar con sus valores del servidor; con una intención abierta, pregunta su estado a la billetera y la marca pagada si la billetera lo dice.',
  params: cotizacionEmbarcacionParamsSchema,
  response: checkoutVistaSchema,
  uses: ['table:write', 'events:put', 'wallet:secret'],
});

export const crearIntencionPago = defineOperation({
  id: 'crear-intencion-pago',
  area: 'checkout',
  method: 'POST',
  path: `${BASE}/{id}/intencion`,
  callers: PUBLIC,
  rateLimit: { perMinute: 20 },
  summary:
    'Crea en la billetera la intención de pago de la cotización (ARS, 6 minutos) o devuelve la abierta; una vencida se renueva; una cotización pagada no se paga dos veces (409).',
  params: cotizacionEmbarcacionParamsSchema,
  response: checkoutVistaSchema,
  uses: ['table:write', 'wallet:secret'],
});

export const webhookBilletera = defineOperation({
  id: 'webhook-billetera',
  area: 'checkout',
  method: 'POST',
  path: `${BASE}/webhook`,
  callers: PUBLIC,
  webhook: true,
  rateLimit: { perMinute: 600 },
  summary:
    'El aviso de la billetera (firma HMAC verificada): una intención aprobada de una cotización pendiente la paga una sola vez, numera la póliza y avisa.',
  body: avisoBilleteraSchema,
  response: z.object({ recibido: z.boolean() }),
  uses: ['table:write', 'events:put', 'wallet:secret'],
});

export const descargarDocumentoCheckout = defineOperation({
  id: 'descargar-documento-checkout',
  area: 'checkout',
  method: 'GET',
  path: `${BASE}/{id}/documentos/{tipo}`,
  callers: PUBLIC,
  rateLimit: { perMinute: 30 },
  summary: "Un enlace de 5 minutos al PDF de la cotización ('Revisar cobertura') o de la póliza pagada ('Descargar póliza').",
  params: z.extend(cotizacionEmbarcacionParamsSchema, { tipo: z.enum(['cotizacion', 'poliza']) }),
  response: descargaResponseSchema,
  uses: ['table:read', 'files:read:embarcaciones'],
});
