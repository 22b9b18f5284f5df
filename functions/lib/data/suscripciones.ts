import * as z from 'zod/mini';
import type { SolicitudSuscripcion as Solicitud } from '#shared/contract/schemas/suscripcion.ts';
import { TENANT_SCOPE, type CounterRef } from './model/counters.ts';
import { defineEntity, type Contribution, type ItemOf, type WriteOp } from './model/entity.ts';

const parteSchema = z.object({ id: z.int(), nombre: z.string(), cif: z.string() });

/**
 * A marine cargo underwriting request as stored: the form as validated, the insured as read from the
 * table, the requesting company and user, the state and the desk's last answer.
 */
const solicitudSchema = z.object({
  id: z.int().check(z.positive()),
  numero: z.string(),
  estado: z.int(),
  fechaEstado: z.string(),
  // Validated by the contract when it came in.
  solicitud: z.custom<Solicitud>((v) => typeof v === 'object' && v !== null),
  asegurado: parteSchema,
  moneda: z.object({ id: z.int(), simbolo: z.string() }),
  empresa: z.object({ id: z.int(), nombre: z.string() }),
  creadoPor: z.object({ id: z.int(), email: z.string(), nombre: z.string() }),
  respuesta: z.nullable(z.string()),
  version: z.int().check(z.positive()),
  creado: z.string(),
  // Derived.
  empresaId: z.optional(z.int()),
  listado: z.optional(z.literal('todas')),
});
type SolicitudT = z.output<typeof solicitudSchema>;

const fila = (s: SolicitudT) => ({
  id: s.id,
  numero: s.numero,
  estado: s.estado,
  fechaEstado: s.fechaEstado,
  creado: s.creado,
  asegurado: s.asegurado,
  empresa: s.empresa,
  moneda: s.moneda,
  sumaAsegurada: s.solicitud.bienesAsegurado.sumaAsegurada,
});
export type SolicitudSuscripcionFilaItem = ReturnType<typeof fila>;

/** Whose totals: the tenant's desk, or the requesting company. */
export type AmbitoSuscripcion = 'tenant' | 'empresa';

export const suscripcionesTotal = (ambito: AmbitoSuscripcion, id: number | string, estado?: number): CounterRef => ({
  ambito,
  ambitoId: id,
  metrica: estado === undefined ? 'suscripcion' : `suscripcion.estado.${estado}`,
});

const contribuciones = (s: SolicitudT): Contribution[] =>
  [
    { ambito: 'tenant', ambitoId: TENANT_SCOPE.ambitoId },
    { ambito: 'empresa', ambitoId: s.empresa.id },
  ].flatMap((a) => [
    { ...a, metrica: 'suscripcion', valor: 1 },
    { ...a, metrica: `suscripcion.estado.${s.estado}`, valor: 1 },
  ]);

const byFecha = ['fechaEstado', 'id'] as const;

export const SolicitudSuscripcion = defineEntity(solicitudSchema)({
  name: 'solicitud-suscripcion',
  description:
    'Una solicitud de suscripción de Marine Carga - Transportes con su estado (Recibida, En análisis, Cotizada, Rechazada).',
  usedBy: 'marine-carga: create, list, get, comentar, cambiar-estado (condicional sobre estado y versión)',
  key: { pk: ['id'], sk: [] },
  indexes: {
    byEmpresa: {
      index: 'gsi1',
      pk: ['empresaId'],
      sk: byFecha,
      description: 'las de la empresa que solicitó, por fecha de estado',
    },
    byEmpresaEstado: { index: 'gsi2', pk: ['empresaId', 'estado'], sk: byFecha, description: 'las de la empresa en un estado' },
    byTenant: {
      index: 'gsi5',
      pk: ['listado'],
      sk: byFecha,
      description: 'todas las del tenant: la bandeja de la mesa de suscripción',
    },
    byTenantEstado: { index: 'gsi6', pk: ['listado', 'estado'], sk: byFecha, description: 'las del tenant en un estado' },
  },
  pad: { id: 10 },
  derive: (s) => ({ empresaId: s.empresa.id, listado: 'todas' as const }),
  row: fila,
  counters: contribuciones,
});
export type SolicitudSuscripcionItem = ItemOf<typeof SolicitudSuscripcion>;

/** Created, or conditional on the state and version read (of two concurrent changes one wins). */
export const guardarSolicitudSuscripcion = (
  previous: SolicitudSuscripcionItem | null,
  next: SolicitudSuscripcionItem,
): WriteOp[] =>
  previous
    ? SolicitudSuscripcion.put(next, { previous, when: { estado: previous.estado, version: previous.version } })
    : SolicitudSuscripcion.create(next);

/** An entry of a request's timeline: a comment, or a state change with the desk's answer. */
export const NovedadSuscripcion = defineEntity(
  z.object({
    solicitudId: z.int(),
    fecha: z.string(),
    rand: z.string(),
    autor: z.string(),
    lado: z.enum(['suscripcion', 'solicitante']),
    texto: z.string(),
    estado: z.nullable(z.int()),
  }),
)({
  name: 'novedad-suscripcion',
  description: 'Un comentario o un cambio de estado de una solicitud de suscripción, en orden de fecha.',
  usedBy: 'marine-carga: get (las últimas), comentar y cambiar-estado (la agregan en la misma transacción)',
  key: { pkLabel: 'suscripcion', pk: ['solicitudId'], sk: ['fecha', 'rand'] },
  pad: { solicitudId: 10 },
});
export type NovedadSuscripcionItem = ItemOf<typeof NovedadSuscripcion>;
