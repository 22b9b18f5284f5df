import * as z from 'zod/mini';
import { ESTADOS_ENTREGA } from '#shared/contract/schemas/webhook.ts';
import { MAX_URL } from '#shared/webhooks/destino.ts';
import { IDS_EVENTO_WEBHOOK } from '#shared/webhooks/eventos.ts';
import { defineEntity, type ItemOf } from './model/entity.ts';

/**
 * A signing secret (record 0169): its value stays in this item, which only the endpoint's use cases
 * and the delivery worker read, and no answer carries it after the one that created it.
 */
const secretoSchema = z.object({ id: z.string(), valor: z.string(), creado: z.string() });

/** A partner company's webhook endpoint (issue 30 item 3). */
export const EndpointWebhook = defineEntity(
  z.object({
    empresaId: z.int().check(z.positive()),
    id: z.string().check(z.length(36)),
    url: z.string().check(z.maxLength(MAX_URL)),
    descripcion: z.string().check(z.maxLength(100)),
    eventos: z.array(z.enum(IDS_EVENTO_WEBHOOK)).check(z.maxLength(IDS_EVENTO_WEBHOOK.length)),
    /** false: paused, it gets no new delivery. */
    activo: z.boolean(),
    /** One, or two while a rotation is under way. */
    secretos: z.array(secretoSchema).check(z.minLength(1), z.maxLength(2)),
    /** Bumped by each change of the secrets, so two rotations at once cannot both add one. */
    versionSecretos: z.int(),
    creado: z.string(),
    creadoPor: z.int(),
  }),
)({
  name: 'endpoint-webhook',
  description: 'Un endpoint de webhook de una empresa partner: URL, eventos y secretos de firma.',
  usedBy:
    'list/create/update/delete-endpoint-webhook, rotar/retirar-secreto-endpoint-webhook, despachar-webhooks, entregar-webhook',
  key: { pk: ['empresaId'], sk: ['id'] },
  pad: { empresaId: 10 },
});
export type EndpointWebhookItem = ItemOf<typeof EndpointWebhook>;

const intentoSchema = z.object({
  fecha: z.string(),
  codigo: z.nullable(z.int()),
  error: z.nullable(z.string().check(z.maxLength(200))),
  respuesta: z.string().check(z.maxLength(500)),
  duracionMs: z.int(),
});

/**
 * One event for one endpoint, and its attempts (record 0171). Its id starts with the event's time, so
 * the endpoint's partition lists them newest first; DynamoDB's TTL removes it after 30 days.
 */
export const EntregaWebhook = defineEntity(
  z.object({
    empresaId: z.int().check(z.positive()),
    endpointId: z.string().check(z.length(36)),
    id: z.string().check(z.maxLength(29)),
    tipo: z.enum(IDS_EVENTO_WEBHOOK),
    /** The body every attempt posts, byte for byte. */
    carga: z.string().check(z.maxLength(16_384)),
    estado: z.enum(ESTADOS_ENTREGA),
    /** Attempts made (their outcome recorded). */
    intentos: z.int().check(z.nonnegative()),
    /** Where the current 24 h window began: its first attempt's time and how many attempts came before it. */
    ventana: z.nullable(z.object({ desde: z.int(), intentosPrevios: z.int() })),
    /** Epoch ms before which the next attempt must not run (pending), else null. */
    proximoIntento: z.nullable(z.int()),
    /** `<SQS message id>@<epoch ms>`: who is posting now and until when ('libre' when none); a second copy of a message stands aside. */
    enCurso: z.string().check(z.maxLength(100)),
    historial: z.array(intentoSchema).check(z.maxLength(10)),
    creada: z.string(),
    expiraEn: z.int(),
  }),
)({
  name: 'entrega-webhook',
  description: 'Una entrega de un evento a un endpoint de webhook, con sus últimos intentos.',
  usedBy: 'despachar-webhooks, entregar-webhook, list-entregas-webhook, reenviar-entrega-webhook',
  key: { pk: ['empresaId', 'endpointId'], sk: ['id'] },
  pad: { empresaId: 10 },
});
export type EntregaWebhookItem = ItemOf<typeof EntregaWebhook>;
