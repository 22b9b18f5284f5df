/**
 * Rules of a floating (open) cargo policy. Dates are ISO days (yyyy-mm-dd) and compare as strings;
 * `hoy` is the business day of whoever asks (browser or server), so the rule has no clock.
 */

export const RAMOS = ['transporte', 'contenedores'] as const;
export type Ramo = (typeof RAMOS)[number];

export const ESTADOS_POLIZA = ['vigente', 'vencida', 'anulada'] as const;
export type EstadoPoliza = (typeof ESTADOS_POLIZA)[number];

/** Endorsements live inside the policy item: an open policy carries a handful, never hundreds. */
export const MAX_ENDOSOS = 50;
export const MAX_DEDUCIBLES = 20;
/** Excluded goods and countries a policy may list (each bounded like any input). */
export const MAX_EXCLUSIONES = 300;

export interface Vigencia {
  vigenciaDesde: string;
  vigenciaHasta: string;
}

export interface PolizaVigencia extends Vigencia {
  /** The only stored state: annulment is a decision; expiry follows from the calendar. */
  anulada: boolean;
  endosos: readonly (Vigencia & { id: number })[];
}

/** anulada when annulled; vencida once its last day has passed; vigente otherwise (also before it starts). */
export const estadoPoliza = (p: Pick<PolizaVigencia, 'anulada' | 'vigenciaHasta'>, hoy: string): EstadoPoliza =>
  p.anulada ? 'anulada' : p.vigenciaHasta < hoy ? 'vencida' : 'vigente';

const cubre = (v: Vigencia, fecha: string) => v.vigenciaDesde <= fecha && fecha <= v.vigenciaHasta;

/**
 * Whether a certificate dated `fecha` (the shipment's departure) may be issued under the policy and,
 * when named, one of its endorsements: never under an annulled policy, nor outside the policy's or
 * the endorsement's period (an expired policy no longer covers any date a new certificate takes).
 */
export const admiteCertificados = (p: PolizaVigencia, fecha: string, endosoId?: number): boolean => {
  if (p.anulada || !cubre(p, fecha)) return false;
  if (endosoId === undefined) return true;
  const endoso = p.endosos.find((e) => e.id === endosoId);
  return endoso !== undefined && cubre(endoso, fecha);
};

/** A policy number as it is compared for uniqueness: no spaces, upper case (" ab-12 " = "AB-12"). */
export const numeroNormalizado = (numero: string): string => numero.replace(/\s+/g, '').toUpperCase();

export const VIGENCIA_INVERTIDA = 'La fecha hasta debe ser posterior a la fecha desde';
export const ENDOSO_FUERA_DE_VIGENCIA = 'La vigencia del endoso debe estar dentro de la vigencia de la póliza';
export const TRANSPORTE_REPETIDO = 'Ese medio de transporte ya tiene un límite';

/** Field errors of the periods: each period ordered, each endorsement inside the policy, one limit per mode. */
export const erroresPoliza = (
  p: Vigencia & { endosos: readonly Vigencia[]; limitesPorEmbarque: readonly { transporteId: number }[] },
) => {
  const errores: { path: string; message: string }[] = [];
  if (p.vigenciaHasta < p.vigenciaDesde) errores.push({ path: 'vigenciaHasta', message: VIGENCIA_INVERTIDA });
  p.endosos.forEach((e, i) => {
    if (e.vigenciaHasta < e.vigenciaDesde) errores.push({ path: `endosos.${i}.vigenciaHasta`, message: VIGENCIA_INVERTIDA });
    else if (e.vigenciaDesde < p.vigenciaDesde || e.vigenciaHasta > p.vigenciaHasta)
      errores.push({ path: `endosos.${i}.vigenciaDesde`, message: ENDOSO_FUERA_DE_VIGENCIA });
  });
  p.limitesPorEmbarque.forEach((l, i) => {
    if (p.limitesPorEmbarque.findIndex((o) => o.transporteId === l.transporteId) !== i)
      errores.push({ path: `limitesPorEmbarque.${i}.transporteId`, message: TRANSPORTE_REPETIDO });
  });
  return errores;
};
