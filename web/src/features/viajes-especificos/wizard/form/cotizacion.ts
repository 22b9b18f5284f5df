/** The quote form (spec 3 §3.2): its values, its starting point, the live sum insured and what 'Cotizar' validates. */
import * as z from 'zod';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import { calcularSumaAsegurada } from '#shared/viajes-especificos/suma-asegurada.ts';
import { type BandaKm, FORMA_PAGO, MIN_CERO, REQUERIDO, SUMA_POSITIVA, type TipoRiesgoId } from './constantes.ts';
import { paisesAlCambiarRiesgo } from './paso-viaje.ts';

export interface CotizacionForm {
  productorId: number | null;
  tomador: Cliente | null;
  esBeneficiario: boolean;
  beneficiario: Cliente | null;
  idTipoRiesgo: TipoRiesgoId;
  idModoTransporte: number | null;
  origenId: number | null;
  destinoId: number | null;
  fechaSalida: string;
  km: BandaKm | null;
  continuacionViaje: boolean;
  mercaderiaId: number | null;
  esNueva: boolean;
  monedaId: number | null;
  valor: number | null;
  flete: number | null;
  demasGastos: number | null;
  beneficioImaginario: number | null;
  formaDePago: number;
  cuotas: number | null;
  condicionFiscal: string | null;
  comisionProductor: number | null;
  recargoAdmin: number | null;
  /** Spec 3 §3.2 comisiones.dctoComercial: percent off the premium, out of the producer commission. */
  dctoComercial: number | null;
}

export const valoresIniciales = (hoy: string, productorId: number | null, paisPolizaId: number): CotizacionForm => ({
  productorId,
  tomador: null,
  esBeneficiario: true,
  beneficiario: null,
  idTipoRiesgo: 201,
  idModoTransporte: 0,
  ...paisesAlCambiarRiesgo(201, paisPolizaId),
  fechaSalida: hoy,
  km: null,
  continuacionViaje: false,
  mercaderiaId: null,
  esNueva: true,
  monedaId: 840,
  valor: null,
  flete: 0,
  demasGastos: 0,
  beneficioImaginario: 0,
  formaDePago: FORMA_PAGO.transferencia,
  cuotas: null,
  condicionFiscal: null,
  comisionProductor: null,
  recargoAdmin: null,
  dctoComercial: 0,
});

/** Live total (spec 3 §5.1), with empty fields as 0. */
export const sumaAseguradaDe = (v: Pick<CotizacionForm, 'valor' | 'flete' | 'demasGastos' | 'beneficioImaginario' | 'esNueva'>) =>
  calcularSumaAsegurada({
    valor: v.valor ?? 0,
    flete: v.flete ?? 0,
    demasGastos: v.demasGastos ?? 0,
    beneficioImaginario: v.beneficioImaginario ?? 0,
    esMercaderiaUsada: !v.esNueva,
  });

const requerido = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || v === undefined || v === '' ? undefined : v), schema);

/**
 * The fields validated by 'Cotizar' (spec 3 §5.1); every other field of the form passes through. The
 * kilometre band is required only where the tenant shows it (spec 3 §2.2).
 */
export const viajeSchema = (beneficioMaximo: number, mostrarKm: boolean) =>
  z
    .object({
      productorId: requerido(z.number({ error: REQUERIDO })),
      tomador: z.custom<Cliente>((v) => v !== null && v !== undefined, { error: REQUERIDO }),
      esBeneficiario: z.boolean(),
      beneficiario: z.custom<Cliente | null>(() => true),
      idTipoRiesgo: requerido(z.union([z.literal(201), z.literal(202), z.literal(203)], { error: REQUERIDO })),
      idModoTransporte: requerido(z.number({ error: REQUERIDO })),
      origenId: requerido(z.number({ error: REQUERIDO })),
      destinoId: requerido(z.number({ error: REQUERIDO })),
      fechaSalida: requerido(z.string({ error: REQUERIDO }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida')),
      km: mostrarKm ? requerido(z.number({ error: REQUERIDO })) : z.number().nullable(),
      mercaderiaId: requerido(z.number({ error: REQUERIDO })),
      esNueva: z.boolean(),
      monedaId: requerido(z.number({ error: REQUERIDO })),
      valor: requerido(z.number({ error: REQUERIDO }).min(0, MIN_CERO)),
      flete: z.number().min(0, MIN_CERO).nullable(),
      demasGastos: z.number().min(0, MIN_CERO).nullable(),
      beneficioImaginario: requerido(
        z
          .number({ error: REQUERIDO })
          .min(0, 'El beneficio imaginario no puede ser negativo')
          .max(beneficioMaximo, `El beneficio imaginario no puede superar el ${beneficioMaximo} %`),
      ),
    })
    .loose()
    .superRefine((v, ctx) => {
      if (!v.esBeneficiario && !v.beneficiario) ctx.addIssue({ code: 'custom', path: ['beneficiario'], message: REQUERIDO });
      const total = sumaAseguradaDe({
        valor: typeof v.valor === 'number' ? v.valor : 0,
        flete: v.flete,
        demasGastos: v.demasGastos,
        beneficioImaginario: typeof v.beneficioImaginario === 'number' ? v.beneficioImaginario : 0,
        esNueva: v.esNueva,
      });
      if (typeof v.valor === 'number' && v.valor >= 0 && !(total > 0))
        ctx.addIssue({ code: 'custom', path: ['valor'], message: SUMA_POSITIVA });
    });
