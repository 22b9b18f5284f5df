import * as z from 'zod/mini';
import { siniestroEdicionSchema, type Siniestro } from '#shared/contract/schemas/siniestro.ts';
import { esPosteriorAHoy } from '#web/lib/fecha.ts';

export const FECHA_INDEMNIZACION_FUTURA = 'La fecha de indemnización no puede ser posterior a hoy';

const indemnizacion = siniestroEdicionSchema.shape.indemnizaciones.def.innerType.def.element;

/** The API's schema, with the rule that an indemnity is paid: its date is not after today. */
export const edicionSchema = z.extend(siniestroEdicionSchema, {
  indemnizaciones: z._default(
    z
      .array(
        z.extend(indemnizacion, {
          fecha: indemnizacion.shape.fecha.check(z.refine((iso) => !esPosteriorAHoy(iso), FECHA_INDEMNIZACION_FUTURA)),
        }),
      )
      .check(z.maxLength(50)),
    [],
  ),
});
export type EdicionInput = z.input<typeof edicionSchema>;
export type EdicionValues = z.output<typeof edicionSchema>;

/** The edit form's values from a claim as read (spec 3 §3.9), with the version the PATCH must carry. */
export const valoresEdicion = (s: Siniestro): EdicionInput => ({
  version: s.version,
  estado: s.estado.id,
  numero: s.numero,
  idResponsable: s.responsable?.id ?? null,
  idLiquidador: s.liquidador?.id ?? null,
  idRedLiquidador: s.redLiquidador?.id ?? null,
  reserva: s.reserva?.monto ?? null,
  indemnizaciones: s.indemnizaciones.map((i) => ({ fecha: i.fecha, valor: i.valor })),
});

export const CAMPOS_EDICION = [
  'estado',
  'numero',
  'idResponsable',
  'idLiquidador',
  'idRedLiquidador',
  'reserva',
  'indemnizaciones',
] as const;
