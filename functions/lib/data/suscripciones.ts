import * as z from 'zod/mini';
import type { SolicitudCaucion } from '#shared/contract/schemas/caucion.ts';
import type { SolicitudSuscripcion as Solicitud } from '#shared/contract/schemas/suscripcion.ts';
import { TENANT_SCOPE, type CounterRef } from './model/counters.ts';
import { defineEntity, type Contribution, type ItemOf, type WriteOp } from './model/entity.ts';

const parteSchema = z.object({ id: z.int(), nombre: z.string(), cif: z.string() });

/**
 * A request to the insurer's desk as stored (a marine cargo business to underwrite, a customs bond to
 * quote): the form as validated, the party as read from the table (the cargo's insured, the bond's
 * tomador), the requesting company and user, the state and the desk's last answer.
 */
const solicitudSchema = <S>() =>
  z.object({
    id: z.int().check(z.positive()),
    numero: z.string(),
    estado: z.int(),
    fechaEstado: z.string(),
    // Validated by the contract when it came in.
    solicitud: z.custom<S>((v) => typeof v === 'object' && v !== null),
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

/** Whose totals: the tenant's desk, or the requesting company. */
export type AmbitoSuscripcion = 'tenant' | 'empresa';

const byFecha = ['fechaEstado', 'id'] as const;

/**
 * One kind of request, declared once: its entity (its own key label, so kinds never mix in a list),
 * its timeline, its counters and its conditional save. `resumen` lifts into the list row what the
 * kind's list shows besides the common columns.
 */
const definirSolicitudes = <S, R extends { sumaAsegurada: number }>(o: {
  nombre: string;
  etiquetaNovedad: string;
  metrica: string;
  description: string;
  usedBy: string;
  novedad: { description: string; usedBy: string };
  resumen: (s: S) => R;
}) => {
  const schema = solicitudSchema<S>();
  type Item = z.output<typeof schema>;
  const fila = (s: Item) => ({
    id: s.id,
    numero: s.numero,
    estado: s.estado,
    fechaEstado: s.fechaEstado,
    creado: s.creado,
    asegurado: s.asegurado,
    empresa: s.empresa,
    moneda: s.moneda,
    ...o.resumen(s.solicitud),
  });
  const contribuciones = (s: Item): Contribution[] =>
    [
      { ambito: 'tenant', ambitoId: TENANT_SCOPE.ambitoId },
      { ambito: 'empresa', ambitoId: s.empresa.id },
    ].flatMap((a) => [
      { ...a, metrica: o.metrica, valor: 1 },
      { ...a, metrica: `${o.metrica}.estado.${s.estado}`, valor: 1 },
    ]);
  const Solicitud = defineEntity(schema)({
    name: o.nombre,
    description: o.description,
    usedBy: o.usedBy,
    key: { pk: ['id'], sk: [] },
    indexes: {
      byEmpresa: {
        index: 'gsi1',
        pk: ['empresaId'],
        sk: byFecha,
        description: 'las de la empresa que solicitó, por fecha de estado',
      },
      byEmpresaEstado: { index: 'gsi2', pk: ['empresaId', 'estado'], sk: byFecha, description: 'las de la empresa en un estado' },
      byTenant: { index: 'gsi5', pk: ['listado'], sk: byFecha, description: 'todas las del tenant: la bandeja de la mesa' },
      byTenantEstado: { index: 'gsi6', pk: ['listado', 'estado'], sk: byFecha, description: 'las del tenant en un estado' },
    },
    pad: { id: 10 },
    derive: (s) => ({ empresaId: s.empresa.id, listado: 'todas' as const }),
    row: fila,
    counters: contribuciones,
  });
  const Novedad = defineEntity(
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
    name: `novedad-${o.etiquetaNovedad}`,
    ...o.novedad,
    key: { pkLabel: o.etiquetaNovedad, pk: ['solicitudId'], sk: ['fecha', 'rand'] },
    pad: { solicitudId: 10 },
  });
  type SolicitudItem = ItemOf<typeof Solicitud>;
  return {
    Solicitud,
    Novedad,
    resumen: o.resumen,
    /** Created, or conditional on the state and version read (of two concurrent changes one wins). */
    guardar: (previous: SolicitudItem | null, next: SolicitudItem): WriteOp[] =>
      previous
        ? Solicitud.put(next, { previous, when: { estado: previous.estado, version: previous.version } })
        : Solicitud.create(next),
    total: (ambito: AmbitoSuscripcion, id: number | string, estado?: number): CounterRef => ({
      ambito,
      ambitoId: id,
      metrica: estado === undefined ? o.metrica : `${o.metrica}.estado.${estado}`,
    }),
  };
};
/** The data of one kind of request. */
export type Solicitudes<S, R extends { sumaAsegurada: number }> = ReturnType<typeof definirSolicitudes<S, R>>;
export type SolicitudItemDe<S> = z.output<ReturnType<typeof solicitudSchema<S>>>;

export const suscripciones = definirSolicitudes({
  nombre: 'solicitud-suscripcion',
  etiquetaNovedad: 'suscripcion',
  metrica: 'suscripcion',
  description:
    'Una solicitud de suscripción de Marine Carga - Transportes con su estado (Recibida, En análisis, Cotizada, Rechazada).',
  usedBy: 'marine-carga: create, list, get, comentar, cambiar-estado (condicional sobre estado y versión)',
  novedad: {
    description: 'Un comentario o un cambio de estado de una solicitud de suscripción, en orden de fecha.',
    usedBy: 'marine-carga: get (las últimas), comentar y cambiar-estado (la agregan en la misma transacción)',
  },
  resumen: (s: Solicitud) => ({ sumaAsegurada: s.bienesAsegurado.sumaAsegurada }),
});

export const cauciones = definirSolicitudes({
  nombre: 'solicitud-caucion',
  etiquetaNovedad: 'caucion',
  metrica: 'caucion',
  description:
    'Una solicitud de cotización de caución aduanera con su estado (Recibida, En análisis, Cotizada, Rechazada); el tomador va en asegurado.',
  usedBy: 'cauciones: create, list, get, comentar, cambiar-estado (condicional sobre estado y versión)',
  novedad: {
    description: 'Un comentario o un cambio de estado de una solicitud de caución aduanera, en orden de fecha.',
    usedBy: 'cauciones: get (las últimas), comentar y cambiar-estado (la agregan en la misma transacción)',
  },
  resumen: (s: SolicitudCaucion) => ({ sumaAsegurada: s.sumaAsegurada, tipo: s.tipo }),
});

export const SolicitudSuscripcion = suscripciones.Solicitud;
export const NovedadSuscripcion = suscripciones.Novedad;
export type SolicitudSuscripcionItem = ItemOf<typeof SolicitudSuscripcion>;
export type NovedadSuscripcionItem = ItemOf<typeof NovedadSuscripcion>;
export const suscripcionesTotal = suscripciones.total;
