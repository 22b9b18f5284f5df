import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { DESCRIBA_OTRAS, IDS_TIPO_CAUCION, PLAZO_MAXIMO_MESES } from '../../caucion/tipos.ts';
import { detalleSolicitudSchema, filaSolicitudComun, idRequerido, monto, parteSchema, REQUERIDO, texto } from './suscripcion.ts';

/** An optional text, trimmed, at most `max` characters ('' when left empty). */
const textoOpcional = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max, `Máximo ${max} caracteres`)), '');

/**
 * A request for a customs-bond quotation (issue 27 item 25): no rating is specified, so the insurer's
 * desk quotes it by hand. The tomador (the importer or exporter who owes the duties) is a client the
 * caller's company reaches, by id; its name and tax id are read from the table.
 */
export const solicitudCaucionSchema = z
  .object({
    tomador: z.object({ id: idRequerido() }, { error: REQUERIDO }),
    tipo: z.enum(IDS_TIPO_CAUCION, {
      error: (iss) => (iss.input === undefined || iss.input === null ? REQUERIDO : 'Tipo de caución inválido'),
    }),
    moneda: idRequerido(),
    sumaAsegurada: monto().check(z.positive('Debe ser mayor a 0')),
    plazoMeses: z
      .int({ error: REQUERIDO })
      .check(z.minimum(1, 'Debe ser al menos 1 mes'), z.maximum(PLAZO_MAXIMO_MESES, `Máximo ${PLAZO_MAXIMO_MESES} meses`)),
    aduana: texto(120),
    /** The customs declaration (destinación) it guarantees, when already registered. */
    destinacion: textoOpcional(40),
    observaciones: textoOpcional(2000),
  })
  .check(z.refine((s) => s.tipo !== 'otras' || s.observaciones.length > 0, { path: ['observaciones'], message: DESCRIBA_OTRAS }));
export type SolicitudCaucion = z.output<typeof solicitudCaucionSchema>;
export type SolicitudCaucionInput = z.input<typeof solicitudCaucionSchema>;

/** A list row: the bond asked for and its tomador. */
export const solicitudCaucionFilaSchema = z.object({
  ...filaSolicitudComun,
  tomador: parteSchema,
  tipo: z.enum(IDS_TIPO_CAUCION),
});
export type SolicitudCaucionFila = z.infer<typeof solicitudCaucionFilaSchema>;

export const solicitudCaucionDetalleSchema = detalleSolicitudSchema(solicitudCaucionFilaSchema, solicitudCaucionSchema);
export type SolicitudCaucionDetalle = z.infer<typeof solicitudCaucionDetalleSchema>;
