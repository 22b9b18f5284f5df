import * as z from 'zod/mini';
import { cotizacionAnualRequestSchema, type CotizacionAnualInput } from '../contract/schemas/rating-anual.ts';
import { ASEGURADORAS } from '../viajes-especificos/data/aseguradoras.ts';
import { COBERTURAS_ANUALES, PARAMETROS_ANUALES } from './data.ts';
import type { ContextoAnual } from './motor.ts';

/** The seeded annual tariff as the engine's context (tests and the bench). */
export const contextoAnual = (c: Partial<ContextoAnual> = {}): ContextoAnual => ({
  coberturas: COBERTURAS_ANUALES,
  aseguradoras: ASEGURADORAS,
  parametros: PARAMETROS_ANUALES,
  monedas: [
    { id: 840, simbolo: 'U$S' },
    { id: 32, simbolo: '$' },
  ],
  paisPolizaId: 32,
  ...c,
});

/** A valid annual quote request: 5.000.000 U$S of non-perishable food, national transit by road. */
export const solicitudAnual = (r: Partial<CotizacionAnualInput> = {}) =>
  z.parse(cotizacionAnualRequestSchema, {
    mae: { monto: 5_000_000, idMoneda: 840 },
    idFormaDePago: 0,
    comisionProductor: 15,
    siniestralidadPorAnio: [],
    mercaderias: [{ id: 1, porcentaje: 100 }],
    operaciones: [{ id: 203, porcentaje: 100 }],
    transportes: [{ id: 0, porcentaje: 100, responsabilidadMaxima: 200_000 }],
    ...r,
  });
