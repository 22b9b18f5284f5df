import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { IDS_ESTADO_SUSCRIPCION } from '../../suscripcion/estados.ts';
import { montoSchema } from '../montos.ts';

export const REQUERIDO = 'Requerido';
/** Incoterms 2020: the trade terms a cargo business is sold under. */
export const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;
export const LIMITES_TRANSPORTE = ['camion', 'aereo', 'maritimo', 'ferrocarril', 'encomiendaPostal'] as const;

/** A required text, trimmed, at most `max` characters, with the form's messages. */
export const texto = (max: number) =>
  z.string({ error: REQUERIDO }).check(z.trim(), z.minLength(1, REQUERIDO), z.maxLength(max, `Máximo ${max} caracteres`));
export const monto = () => montoSchema({ error: REQUERIDO });
/** The id of an entity the form picked (a client, a currency). */
export const idRequerido = () => z.int({ error: REQUERIDO }).check(z.positive(REQUERIDO));

/**
 * The marine cargo underwriting request (spec 2 §3.6, §5.3): every field required. The insured is a
 * client the caller's company reaches, by id (its name, tax id and country are read from the table,
 * never taken from the body; the spec's whole entity object is accepted and only its id is used).
 */
export const solicitudSuscripcionSchema = z.object({
  asegurado: z.object({
    beneficiario: z.object({ id: idRequerido() }, { error: REQUERIDO }),
    direccionFiscalCompleta: texto(300),
    giroDelAsegurado: texto(300),
  }),
  bienesAsegurado: z.object({
    moneda: idRequerido(),
    sumaAsegurada: monto().check(z.positive('Debe ser mayor a 0')),
    descripcion: texto(2000),
    territorialidad: texto(500),
    embalaje: texto(500),
    incoterms: z
      .array(z.enum(INCOTERMS, { error: 'Incoterm inválido' }))
      .check(z.minLength(1, REQUERIDO), z.maxLength(INCOTERMS.length)),
    siniestralidad: texto(2000),
  }),
  cobertura: z.object({
    requerida: texto(500),
    limite: z.object(
      Object.fromEntries(LIMITES_TRANSPORTE.map((t) => [t, monto()])) as Record<
        (typeof LIMITES_TRANSPORTE)[number],
        ReturnType<typeof monto>
      >,
    ),
  }),
});
export type SolicitudSuscripcion = z.output<typeof solicitudSuscripcionSchema>;
export type SolicitudSuscripcionInput = z.input<typeof solicitudSuscripcionSchema>;

const estadoSchema = z.object({ id: z.int(), nombre: z.string(), color: z.string() });
export const parteSchema = z.object({ id: z.int(), nombre: z.string(), cif: z.string() });

/** What every request's list row carries, whatever it asks for (a cargo business, a customs bond). */
export const filaSolicitudComun = {
  id: z.int(),
  numero: z.string(),
  fechaEstado: z.string(),
  creado: z.string(),
  estado: estadoSchema,
  empresa: z.object({ id: z.int(), nombre: z.string() }),
  moneda: z.object({ id: z.int(), simbolo: z.string() }),
  sumaAsegurada: z.number(),
};

/** A list row. */
export const solicitudSuscripcionFilaSchema = z.object({ ...filaSolicitudComun, asegurado: parteSchema });
export type SolicitudSuscripcionFila = z.infer<typeof solicitudSuscripcionFilaSchema>;

/** An entry of the request's timeline: a comment, or a state change with its answer. */
export const novedadSuscripcionSchema = z.object({
  fecha: z.string(),
  autor: z.string(),
  /** Who wrote it: the underwriting desk or the requesting company. */
  lado: z.enum(['suscripcion', 'solicitante']),
  texto: z.string(),
  estado: z.nullable(estadoSchema),
});
export type NovedadSuscripcion = z.infer<typeof novedadSuscripcionSchema>;

/** A request's detail: its row, the form as sent, and the conversation with the desk. */
export const detalleSolicitudSchema = <F extends z.ZodMiniObject, S extends z.ZodMiniType>(fila: F, solicitud: S) =>
  z.extend(fila, {
    solicitud,
    creadoPor: z.string(),
    version: z.int(),
    /** The last answer of the desk (the terms quoted, or the reason refused). */
    respuesta: z.nullable(z.string()),
    /** The states the caller may move it to (empty for the requester, and once final). */
    siguientes: z.array(estadoSchema),
    novedades: z.array(novedadSuscripcionSchema),
  });

export const solicitudSuscripcionDetalleSchema = detalleSolicitudSchema(
  solicitudSuscripcionFilaSchema,
  solicitudSuscripcionSchema,
);
export type SolicitudSuscripcionDetalle = z.infer<typeof solicitudSuscripcionDetalleSchema>;

export const comentarioSuscripcionSchema = z.object({
  texto: z.string().check(z.trim(), z.minLength(1, REQUERIDO), z.maxLength(2000, 'Máximo 2000 caracteres')),
});

export const cambioEstadoSuscripcionSchema = z.object({
  estado: z.int().check(z.refine((e) => IDS_ESTADO_SUSCRIPCION.includes(e as never), 'Estado inválido')),
  /** The version read: a change made meanwhile answers 409 instead of being overwritten. */
  version: z.int().check(z.positive()),
  respuesta: z._default(z.string().check(z.trim(), z.maxLength(2000, 'Máximo 2000 caracteres')), ''),
});
