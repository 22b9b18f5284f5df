import * as z from 'zod/mini';
import { mensajes, TEXTO_LIBRE } from '../../validators/messages.ts';
import { MAX_URL } from '../../webhooks/destino.ts';
import { IDS_EVENTO_WEBHOOK } from '../../webhooks/eventos.ts';

/** The states of a delivery: waiting for an attempt, answered 2xx, or given up after its 24 h. */
export const ESTADOS_ENTREGA = ['pendiente', 'entregada', 'fallida'] as const;
export type EstadoEntrega = (typeof ESTADOS_ENTREGA)[number];

/** At most this many endpoints per company: each event is posted to every one of them. */
export const MAX_ENDPOINTS_POR_EMPRESA = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A delivery's id: the event's time to the second, then a hash of the event's id (record 0171). */
export const ENTREGA_ID = /^\d{8}T\d{6}Z-[0-9a-f]{12}$/;
/** A signing secret's id: twelve hex characters the portal draws. */
export const SECRETO_WEBHOOK_ID = /^[0-9a-f]{12}$/;

export const endpointParamsSchema = z.object({
  endpointId: z.string().check(z.maxLength(36), z.regex(UUID, mensajes.invalido('endpointId'))),
});

export const secretoWebhookParamsSchema = z.object({
  ...endpointParamsSchema.shape,
  secretoId: z.string().check(z.maxLength(12), z.regex(SECRETO_WEBHOOK_ID, mensajes.invalido('secretoId'))),
});

export const entregaParamsSchema = z.object({
  ...endpointParamsSchema.shape,
  entregaId: z.string().check(z.maxLength(29), z.regex(ENTREGA_ID, mensajes.invalido('entregaId'))),
});

/**
 * The URL as typed, bounded; whether it may receive deliveries (https, no credentials, no internal
 * network) is the use case's check (shared/webhooks/destino.ts), because only the server knows it
 * runs locally, where http://localhost reaches the simulated receiver.
 */
const url = z
  .string({ error: mensajes.requerido('url') })
  .check(
    z.trim(),
    z.minLength(1, { error: mensajes.requerido('url'), abort: true }),
    z.maxLength(MAX_URL, mensajes.maximo('url', MAX_URL)),
  );

const descripcion = z.string().check(
  z.trim(),
  z.maxLength(100, mensajes.maximo('descripcion', 100)),
  z.refine((t) => t === '' || TEXTO_LIBRE.test(t), mensajes.caracteresInvalidos('descripcion')),
);

const eventos = z
  .array(z.enum(IDS_EVENTO_WEBHOOK, mensajes.invalido('eventos')))
  .check(z.minLength(1, mensajes.requerido('eventos')), z.maxLength(IDS_EVENTO_WEBHOOK.length));

export const endpointInputSchema = z.object({
  url,
  descripcion: z._default(descripcion, ''),
  eventos,
});

/** What may change on an endpoint: any of its fields, and whether it receives deliveries. */
export const endpointCambiosSchema = z.object({
  url: z.optional(url),
  descripcion: z.optional(descripcion),
  eventos: z.optional(eventos),
  activo: z.optional(z.boolean(mensajes.invalido('activo'))),
});

const secretoSchema = z.object({ id: z.string(), creado: z.string() });

/** An endpoint as its company's administrators see it: never a secret's value. */
export const endpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  descripcion: z.string(),
  eventos: z.array(z.enum(IDS_EVENTO_WEBHOOK)),
  activo: z.boolean(),
  creado: z.string(),
  /** Two while a rotation is under way: each delivery is signed with both. */
  secretos: z.array(secretoSchema),
});

/** The answer that carries a new signing secret: shown once (null when a retry replays the answer). */
export const endpointConSecretoSchema = z.object({
  endpoint: endpointSchema,
  secreto: z.nullable(z.object({ id: z.string(), valor: z.string() })),
});

/** One attempt of a delivery, as the log shows it. */
export const intentoSchema = z.object({
  fecha: z.string(),
  /** The receiver's HTTP status; null when it never answered (timeout, refused, blocked address). */
  codigo: z.nullable(z.int()),
  error: z.nullable(z.string()),
  /** The start of the receiver's answer (at most 500 characters). */
  respuesta: z.string(),
  duracionMs: z.int(),
});

export const entregaSchema = z.object({
  id: z.string(),
  tipo: z.enum(IDS_EVENTO_WEBHOOK),
  estado: z.enum(ESTADOS_ENTREGA),
  intentos: z.int(),
  creada: z.string(),
  /** When the next attempt runs (pending deliveries). */
  proximoIntento: z.nullable(z.string()),
  /** The last attempts, newest last. */
  historial: z.array(intentoSchema),
  /** The body each attempt posts, as posted. */
  carga: z.string(),
});
