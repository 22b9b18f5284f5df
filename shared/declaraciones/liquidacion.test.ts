import { describe, expect, it } from 'vitest';
import { compararPagos, confirmarLiquidacion } from './liquidacion.ts';

const pago = (importe: number, verificado = false) => ({ importe, verificado });

describe('settling an invoice against its proofs', () => {
  it('compares in whole cents, so float sums do not leave a phantom shortfall', () => {
    expect(compararPagos(0.3, [pago(0.1), pago(0.2)])).toEqual({ factura: 0.3, pagado: 0.3, faltante: 0 });
    expect(compararPagos(462, [pago(300)])).toEqual({ factura: 462, pagado: 300, faltante: 162 });
    expect(compararPagos(100, [pago(150)]).faltante).toBe(0);
  });

  it('settles when the proofs cover the invoice (an overpayment too), with nothing written off', () => {
    expect(confirmarLiquidacion(500, [pago(200), pago(300)], 'US$')).toEqual({
      ok: true,
      pagada: true,
      liquidacion: { factura: 500, pagado: 500, condonado: 0, saldo: 0 },
    });
    expect(confirmarLiquidacion(500, [pago(520)], 'US$')).toMatchObject({ ok: true, pagada: true });
  });

  it('refuses a shortfall without a decision, naming the amounts in es-AR format', () => {
    const r = confirmarLiquidacion(1462, [pago(300)], 'US$');
    expect(r).toMatchObject({ ok: false, error: 'faltaDecision' });
    expect(!r.ok && r.mensaje).toContain('US$ 1.162,00');
  });

  it('writes the shortfall off with its reason, or keeps it owed', () => {
    expect(confirmarLiquidacion(462, [pago(300)], 'US$', { decision: 'condonar', pagado: 300, motivo: 'Acuerdo' })).toEqual({
      ok: true,
      pagada: true,
      liquidacion: { factura: 462, pagado: 300, condonado: 162, saldo: 0, motivo: 'Acuerdo' },
    });
    expect(confirmarLiquidacion(462, [pago(300)], 'US$', { decision: 'mantenerSaldo', pagado: 300 })).toEqual({
      ok: true,
      pagada: false,
      liquidacion: { factura: 462, pagado: 300, condonado: 0, saldo: 162 },
    });
  });

  it('refuses a decision taken on other amounts, and keeping open with nothing new to verify', () => {
    expect(
      confirmarLiquidacion(462, [pago(300), pago(50)], '$', { decision: 'condonar', pagado: 300, motivo: 'x' }),
    ).toMatchObject({
      ok: false,
      error: 'importesCambiaron',
    });
    expect(confirmarLiquidacion(462, [pago(300, true)], '$', { decision: 'mantenerSaldo', pagado: 300 })).toMatchObject({
      ok: false,
      error: 'nadaQueVerificar',
    });
  });
});
