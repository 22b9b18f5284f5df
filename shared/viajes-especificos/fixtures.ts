import type * as z from 'zod/mini';
import { MONEDAS } from '#shared/catalogos/data.ts';
import { cotizacionRequestSchema } from '#shared/contract/schemas/viaje-especifico.ts';
import type { Solicitud } from './motor.ts';
import { ASEGURADORAS } from './data/aseguradoras.ts';
import { COBERTURAS } from './data/coberturas.ts';
import { PARAMETROS_POR_ASEGURADORA } from './data/parametros.ts';
import type { ContextoCotizacion } from './motor.ts';

/** Shared by the tests and the benchmark: a fixed "today" and the seeded context. */
export const HOY = '2025-06-10';
export const AYER = '2025-06-09';

export type SolicitudInput = z.input<typeof cotizacionRequestSchema>;

const BASE: SolicitudInput = {
  ValorFactura: 100_000,
  DemasGastos: 0,
  GastoEnvio: 0,
  BeneficioImaginario: 10,
  MonedaId: 840,
  EsMercaderiaUsada: false,
  MercaderiaId: 3,
  OperacionId: 201,
  TransporteId: 1,
  OrigenId: 156,
  DestinoId: 32,
  FechaSalida: HOY,
  FormaDePagoId: 0,
  Cuotas: 1,
  CondicionFiscal: 'responsableInscripto',
};

/** A parsed request (contract defaults applied) from the base plus overrides. */
export const solicitud = (o: Partial<SolicitudInput> = {}): Solicitud => {
  const parsed = cotizacionRequestSchema.parse({ ...BASE, ...o });
  return { ...parsed, CondicionFiscal: parsed.CondicionFiscal ?? 'responsableInscripto' };
};

/** The seeded context of an Argentine standard tenant, plus overrides. */
export const contexto = (o: Partial<ContextoCotizacion> = {}): ContextoCotizacion => ({
  coberturas: COBERTURAS,
  aseguradoras: ASEGURADORAS,
  parametros: PARAMETROS_POR_ASEGURADORA,
  monedas: MONEDAS,
  paisPolizaId: 32,
  hoy: HOY,
  comercialEditable: 'recargoAdmin',
  ...o,
});
