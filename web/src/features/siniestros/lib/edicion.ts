import type * as z from 'zod';
import { siniestroEdicionSchema, type Siniestro } from '#shared/contract/schemas/siniestro.ts';

export const edicionSchema = siniestroEdicionSchema;
export type EdicionInput = z.input<typeof siniestroEdicionSchema>;
export type EdicionValues = z.output<typeof siniestroEdicionSchema>;

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

export const MENSAJE_CONFLICTO = 'El siniestro fue modificado por otra persona. Recargá para ver los cambios.';
