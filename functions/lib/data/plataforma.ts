import * as z from 'zod/mini';
import { randomUUID } from 'node:crypto';
import { RATE_LIMIT_LABEL } from '#shared/contract/table.ts';
import { defineEntity, type ItemOf, type WriteOp } from './model/entity.ts';

/** The first answer of a create, kept 24 h per operation, caller and key (DynamoDB TTL on expiraEn). */
export const Idempotencia = defineEntity(
  z.object({
    operacion: z.string(),
    /** Who asked: `usuario:<id>` or `publico`; another caller's key is another record. */
    llamante: z.string(),
    clave: z.string(),
    estado: z.enum(['en-curso', 'completo']),
    huella: z.string(),
    respuesta: z.optional(z.unknown()),
    iniciado: z.number(),
    expiraEn: z.int(),
  }),
)({
  name: 'idempotencia',
  description: 'La primera respuesta de una operación con Idempotency-Key (24 h).',
  usedBy: 'altas, guardar, emitir, pedir aprobación, denunciar',
  key: { pk: ['operacion', 'llamante', 'clave'], sk: [] },
});
export type IdempotenciaItem = ItemOf<typeof Idempotencia>;

/** Requests of one public client to one operation in one minute (expires by TTL). */
export const Limite = defineEntity(
  z.object({
    operacion: z.string(),
    cliente: z.string(),
    minuto: z.int(),
    solicitudes: z.int(),
    expiraEn: z.int(),
  }),
)({
  // Its grant names its items by this label (dynamodb:LeadingKeys): see rateLimitKeys.
  name: RATE_LIMIT_LABEL,
  description: 'Solicitudes por minuto de un cliente público a una operación.',
  usedBy: 'operaciones públicas con límite por cliente',
  key: { pk: ['operacion', 'cliente', 'minuto'], sk: [] },
});

/** Who changed what, when, from what to what: appended in the same transaction as the change. */
export const Auditoria = defineEntity(
  z.object({
    entidad: z.string(),
    entidadId: z.string(),
    fecha: z.string(),
    rand: z.string(),
    accion: z.string(),
    usuarioId: z.union([z.number(), z.string()]),
    usuarioEmail: z.optional(z.string()),
    desde: z.optional(z.unknown()),
    hacia: z.optional(z.unknown()),
    detalle: z.optional(z.record(z.string(), z.unknown())),
  }),
)({
  name: 'auditoria',
  description: 'Un cambio de una entidad (quién, cuándo, desde, hacia).',
  usedBy: 'historial del detalle de certificados, siniestros y usuarios',
  key: { pk: ['entidad', 'entidadId'], sk: ['fecha', 'rand'] },
});
export type AuditoriaItem = ItemOf<typeof Auditoria>;

/** An entity's timeline is bounded by the changes made to it; more than this is not a timeline. */
export const MAX_HISTORIAL = 500;

export interface Cambio {
  entidad: string;
  id: string | number;
  accion: string;
  por: { id: number | string; email?: string };
  desde?: unknown;
  hacia?: unknown;
  detalle?: Record<string, unknown>;
}

/** The audit item of a change; write it in the same transaction as the change. */
export const auditar = (c: Cambio): WriteOp[] =>
  Auditoria.create({
    entidad: c.entidad,
    entidadId: String(c.id),
    fecha: new Date().toISOString(),
    rand: randomUUID().slice(0, 8),
    accion: c.accion,
    usuarioId: c.por.id,
    usuarioEmail: c.por.email,
    desde: c.desde,
    hacia: c.hacia,
    detalle: c.detalle,
  });

/** An entity's audit trail as the timeline the screens show (states stay as stored: numbers or ids). */
export const historialDe = <E>(items: AuditoriaItem[], estado: (v: unknown) => E | null) =>
  items.map((h) => ({
    fecha: h.fecha,
    accion: h.accion,
    desde: estado(h.desde),
    hacia: estado(h.hacia),
    usuario: String(h.usuarioEmail ?? h.usuarioId ?? ''),
  }));

/** The scheduler's heartbeat: one item per job and day (under the `_system` tenant). */
export const Latido = defineEntity(
  z.object({ job: z.string(), dia: z.string(), ultimaCorrida: z.string(), ultimoId: z.string(), corridas: z.int() }),
)({
  name: 'latido',
  description: 'Las corridas de un día de un trabajo programado.',
  usedBy: 'latido-planificador',
  key: { pk: ['job'], sk: ['dia'] },
});

/** Marks a tenant whose demo data was written (local stack only). */
export const Semilla = defineEntity(z.object({ fecha: z.string() }))({
  name: 'semilla',
  description: 'Marca de datos demo sembrados.',
  usedBy: 'npm start (siembra una sola vez)',
  key: { pk: [], sk: [] },
});
