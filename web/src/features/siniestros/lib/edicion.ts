import * as z from 'zod/mini';
import { siniestroEdicionSchema, type Siniestro } from '#shared/contract/schemas/siniestro.ts';
import { FECHA_INDEMNIZACION_FUTURA, indemnizacionFutura } from '#shared/siniestros/indemnizaciones.ts';
import { hoyIso } from '#web/lib/fecha.ts';

const indemnizacion = siniestroEdicionSchema.shape.indemnizaciones.def.innerType.def.element;

/** The API's schema with the shared rule the server also checks (an indemnity is paid: not after today), so the form marks the row before saving. */
export const edicionSchema = z.extend(siniestroEdicionSchema, {
  indemnizaciones: z._default(
    z
      .array(
        z.extend(indemnizacion, {
          fecha: indemnizacion.shape.fecha.check(
            z.refine((iso) => !indemnizacionFutura(iso, hoyIso()), FECHA_INDEMNIZACION_FUTURA),
          ),
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
