import { formatearDinero } from '../viajes-especificos/redondeo.ts';

/**
 * Settling an invoice (issue 27 item 2). Confirming the payment compares what the proofs add up to
 * with the invoice: when they agree (or exceed it) the invoice is paid; a shortfall is never settled
 * silently. Whoever confirms decides, with the amounts in front of them, either to write the
 * difference off with a reason (paid, `condonado` recorded) or to keep the balance open (the proofs
 * are verified, the invoice stays unpaid and owes the rest). Pure: the server decides with it and
 * the SPA's dialog shows the same amounts and refusals.
 */

/** Decisions on a shortfall; `pagado` is the sum the person saw, so a proof added meanwhile is not settled blind. */
export const DECISIONES_FALTANTE = ['condonar', 'mantenerSaldo'] as const;
export type DecisionFaltante =
  { decision: 'condonar'; pagado: number; motivo: string } | { decision: 'mantenerSaldo'; pagado: number };

/** The amounts of a confirmation as finance receives them (the event's `liquidacion`). */
export interface Liquidacion {
  factura: number;
  /** What the proofs add up to (all of them: each confirmation verifies every proof). */
  pagado: number;
  /** Written off by decision (0 unless the shortfall was written off). */
  condonado: number;
  /** Still owed after the confirmation (0 when paid). */
  saldo: number;
  /** The reason of a write-off. */
  motivo?: string;
}

export type Confirmacion =
  | { ok: true; pagada: boolean; liquidacion: Liquidacion }
  | { ok: false; error: 'faltaDecision' | 'importesCambiaron' | 'nadaQueVerificar'; mensaje: string };

const centavos = (n: number) => Math.round(n * 100);
const pesos = (c: number) => c / 100;

/** The invoice against its proofs, in whole cents: what was paid and what is missing (never below 0). */
export const compararPagos = (importeFactura: number, pagos: readonly { importe: number }[]) => {
  const factura = centavos(importeFactura);
  const pagado = pagos.reduce((t, p) => t + centavos(p.importe), 0);
  return { factura: pesos(factura), pagado: pesos(pagado), faltante: pesos(Math.max(0, factura - pagado)) };
};

export const MOTIVO_MAX = 300;

/**
 * What confirming the payment does: settle when the amounts agree; with a shortfall, only what the
 * decision says, and only if the proofs still add up to what the person saw.
 */
export const confirmarLiquidacion = (
  importeFactura: number,
  pagos: readonly { importe: number; verificado: boolean }[],
  simbolo: string,
  faltante?: DecisionFaltante,
): Confirmacion => {
  const c = compararPagos(importeFactura, pagos);
  const dinero = (n: number) => `${simbolo} ${formatearDinero(n)}`;
  if (faltante && centavos(faltante.pagado) !== centavos(c.pagado)) {
    return {
      ok: false,
      error: 'importesCambiaron',
      mensaje: `Los comprobantes suman ahora ${dinero(c.pagado)}, no ${dinero(faltante.pagado)}: revisalos y volvé a confirmar.`,
    };
  }
  const base = { factura: c.factura, pagado: c.pagado };
  if (c.faltante === 0) return { ok: true, pagada: true, liquidacion: { ...base, condonado: 0, saldo: 0 } };
  if (!faltante) {
    return {
      ok: false,
      error: 'faltaDecision',
      mensaje: `Los comprobantes suman ${dinero(c.pagado)} y la factura ${dinero(c.factura)}: faltan ${dinero(c.faltante)}. Indicá si condonás la diferencia (con un motivo) o dejás el saldo abierto.`,
    };
  }
  if (faltante.decision === 'condonar') {
    return {
      ok: true,
      pagada: true,
      liquidacion: { ...base, condonado: c.faltante, saldo: 0, motivo: faltante.motivo },
    };
  }
  if (pagos.every((p) => p.verificado)) {
    return { ok: false, error: 'nadaQueVerificar', mensaje: 'No hay comprobantes nuevos para verificar.' };
  }
  return { ok: true, pagada: false, liquidacion: { ...base, condonado: 0, saldo: c.faltante } };
};
