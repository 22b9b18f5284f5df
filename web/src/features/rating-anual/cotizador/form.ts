import * as z from 'zod/mini';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import {
  ANIOS_SINIESTRALIDAD,
  type CertificadoAnual,
  type CotizacionAnualRequest,
} from '#shared/contract/schemas/rating-anual.ts';
import {
  colorDeFila,
  errorDeSuma,
  filasRepetidas,
  MENSAJE_REPETIDO,
  valorDeTasa,
  type FilaComposicion,
} from '#shared/rating-anual/composicion.ts';

/** Spec 2 §9: claims history labels. */
export const ANIOS = Array.from({ length: ANIOS_SINIESTRALIDAD }, (_, i) => 2021 + i);
export const REQUERIDO = 'Requerido';
const MIN_CERO = 'Debe ser mayor o igual a 0';

export interface FilaMercaderia extends FilaComposicion {
  mercaderiaNueva: boolean;
}
export interface FilaTransporte extends FilaComposicion {
  limite: number | null;
}
export type Composicion = 'mercaderias' | 'operaciones' | 'transportes';

export interface CotizadorValues {
  tomador: Cliente | null;
  tomadorEsBeneficiario: boolean;
  beneficiario: Cliente | null;
  mae: { monto: number | null; idMoneda: number };
  mercaderias: FilaMercaderia[];
  operaciones: FilaComposicion[];
  transportes: FilaTransporte[];
  ocurrioUnSiniestro: boolean;
  siniestralidad: { cantidad: number | null; monto: number | null }[];
  pago: { condicionFiscal: number; formaDePago: number; cuotas: number };
  comisiones: { dctoComercial: number; comisionProductor: number };
}

const fila = () => ({ id: null, tasa: 100, valor: 0, color: colorDeFila(0) });

/** A new quote: one row at 100 % in each composition, no claims, cash, the insurers' default commission. */
export const valoresIniciales = (comisionPredeterminada = 15): CotizadorValues => ({
  tomador: null,
  tomadorEsBeneficiario: true,
  beneficiario: null,
  mae: { monto: null, idMoneda: 840 },
  mercaderias: [{ ...fila(), mercaderiaNueva: true }],
  operaciones: [fila()],
  transportes: [{ ...fila(), limite: null }],
  ocurrioUnSiniestro: false,
  siniestralidad: ANIOS.map(() => ({ cantidad: null, monto: null })),
  pago: { condicionFiscal: 1, formaDePago: 0, cuotas: 1 },
  comisiones: { dctoComercial: 0, comisionProductor: comisionPredeterminada },
});

/**
 * Step 1's rules (spec 2 §5.5): MAE required and ≥ 0; every row's item required, its percent 0–100
 * and its amount 0–MAE; a transport's limit required; each composition's percents total 100; claims
 * ≥ 0 (counts whole). The messages are the spec's.
 */
const requerido = () => z.number({ error: REQUERIDO });
const noNegativo = (mensaje?: string) => z.number().check(z.minimum(0, mensaje));
const filaSchema = {
  id: requerido(),
  tasa: z.number().check(z.minimum(0), z.maximum(100)),
  valor: noNegativo(),
};

export const pasoMercaderiaSchema = z
  .object({
    mae: z.object({ monto: requerido().check(z.minimum(0, MIN_CERO)), idMoneda: requerido() }),
    mercaderias: z.array(z.object(filaSchema)),
    operaciones: z.array(z.object(filaSchema)),
    transportes: z.array(z.object({ ...filaSchema, limite: requerido().check(z.positive('Debe ser mayor a 0')) })),
    ocurrioUnSiniestro: z.boolean(),
    siniestralidad: z.array(
      // A count may hold a fraction while typed: it is rounded when left and when the request is built.
      z.object({ cantidad: z.nullable(noNegativo(MIN_CERO)), monto: z.nullable(noNegativo(MIN_CERO)) }),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      for (const campo of ['mercaderias', 'operaciones', 'transportes'] as const) {
        const filas = v[campo];
        const suma = errorDeSuma(filas.map((f) => ({ porcentaje: f.tasa })));
        if (suma) ctx.addIssue({ code: 'custom', path: [campo, 'root'], message: suma });
        for (const i of filasRepetidas(filas))
          ctx.addIssue({ code: 'custom', path: [campo, i, 'id'], message: MENSAJE_REPETIDO });
        filas.forEach((f, i) => {
          if (f.valor > v.mae.monto)
            ctx.addIssue({ code: 'custom', path: [campo, i, 'valor'], message: 'No puede superar el MAE' });
        });
      }
    }),
  );

/** The quote body of spec 2 §7 from the form (claims only when the producer said there were). */
export const aSolicitud = (v: CotizadorValues): CotizacionAnualRequest => ({
  mae: { monto: v.mae.monto ?? 0, idMoneda: v.mae.idMoneda },
  cuotas: v.pago.cuotas,
  idFormaDePago: v.pago.formaDePago,
  comisionProductor: v.comisiones.comisionProductor,
  primaMinimoDeDeposito: null,
  idBeneficiario: v.tomadorEsBeneficiario ? (v.tomador?.id ?? null) : (v.beneficiario?.id ?? null),
  siniestralidadPorAnio: v.ocurrioUnSiniestro
    ? v.siniestralidad.map((s, anio) => ({ anio, monto: s.monto ?? 0, cantidad: Math.round(s.cantidad ?? 0) }))
    : [],
  mercaderias: v.mercaderias.map((f) => ({ id: f.id ?? 0, porcentaje: f.tasa, esUsada: !f.mercaderiaNueva })),
  operaciones: v.operaciones.map((f) => ({ id: f.id ?? 0, porcentaje: f.tasa })),
  transportes: v.transportes.map((f) => ({ id: f.id ?? 0, porcentaje: f.tasa, responsabilidadMaxima: f.limite ?? 0 })),
  condicionFiscal: v.pago.condicionFiscal,
  dctoComercial: v.comisiones.dctoComercial,
});

/** The form of a saved quote, for 'Clonar': the same data, a new quote. */
export const desdeCertificado = (c: CertificadoAnual, tomador: Cliente, beneficiario: Cliente): CotizadorValues => {
  const r = c.cotizacion;
  const m = r.mae.monto;
  const base = (f: { id: number; porcentaje: number }, i: number) => ({
    id: f.id,
    tasa: f.porcentaje,
    valor: valorDeTasa(f.porcentaje, m),
    color: colorDeFila(i),
  });
  const siniestros = ANIOS.map((_, anio) => r.siniestralidadPorAnio.find((s) => s.anio === anio));
  return {
    tomador,
    tomadorEsBeneficiario: c.tomadorEsBeneficiario,
    beneficiario: c.tomadorEsBeneficiario ? null : beneficiario,
    mae: { monto: m, idMoneda: r.mae.idMoneda },
    mercaderias: r.mercaderias.map((f, i) => ({ ...base(f, i), mercaderiaNueva: !f.esUsada })),
    operaciones: r.operaciones.map(base),
    transportes: r.transportes.map((f, i) => ({ ...base(f, i), limite: f.responsabilidadMaxima })),
    ocurrioUnSiniestro: r.siniestralidadPorAnio.length > 0,
    siniestralidad: siniestros.map((s) => ({ cantidad: s?.cantidad ?? null, monto: s?.monto ?? null })),
    pago: { condicionFiscal: r.condicionFiscal, formaDePago: r.idFormaDePago, cuotas: r.cuotas },
    // Who may clone reads the margin (ratingAnual.cotizar comes with markup.consultar); the defaults only type it.
    comisiones: {
      dctoComercial: r.dctoComercial ?? 0,
      comisionProductor: r.comisionProductor ?? valoresIniciales().comisiones.comisionProductor,
    },
  };
};
