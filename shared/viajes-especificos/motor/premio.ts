/**
 * Steps 5–6 of the engine (motor.ts): the loadings (administrative surcharge, issuing fee, financial
 * surcharge) make the premio neto; the policy country's taxes on it make the premio. Each a traced line.
 */
import type { Calculo } from '#shared/contract/schemas/viaje-especifico.ts';
import { impuestosAplicables } from '../impuestos.ts';
import { FORMA_DE_PAGO_CREDITO } from '../model.ts';
import { nombrePais } from '../nombres.ts';
import { formatearDinero as $, formatearNumero as n, redondear as r2 } from '../redondeo.ts';

export interface EntradaPremio {
  prima: number;
  recargoAdmin: number;
  derechoEmision: number;
  formaDePagoId: number;
  cuotas: number;
  recargoFinancieroPorCuota: number;
  paisPolizaId: number;
  condicionFiscal: string;
  operacionId: number;
}

/** Steps 5–6: premio neto, taxes, premio, and the trace. */
export const calcularPremio = (e: EntradaPremio): Calculo => {
  const reglas: Calculo['reglas'] = [];
  const resultados: Record<string, number> = {};
  let orden = 0;
  const paso = (
    grupo: string,
    concepto: string,
    condicion: string,
    tipoOperacion: 'base' | 'porcentaje' | 'sumar',
    valorOperacion: number,
    grupoOperacion: string,
    resultado: number,
  ) => reglas.push({ orden: ++orden, grupo, concepto, condicion, tipoOperacion, valorOperacion, grupoOperacion, resultado });

  const prima = e.prima;
  paso('Premio Neto', 'Prima', 'Siempre', 'base', prima, `Prima ${$(prima)}`, prima);
  resultados['Prima'] = prima;

  const admin = r2((prima * e.recargoAdmin) / 100);
  let v = r2(prima + admin);
  paso(
    'Premio Neto',
    'Recargo administrativo',
    'Siempre',
    'porcentaje',
    e.recargoAdmin,
    `${$(prima)} × ${n(e.recargoAdmin)} % = ${$(admin)}`,
    v,
  );
  resultados['Recargo administrativo'] = admin;

  v = r2(v + e.derechoEmision);
  paso('Premio Neto', 'Derecho de emisión', 'Siempre', 'sumar', e.derechoEmision, `+ ${$(e.derechoEmision)}`, v);
  resultados['Derecho de emisión'] = e.derechoEmision;

  let financiero = 0;
  if (e.formaDePagoId === FORMA_DE_PAGO_CREDITO && e.cuotas > 1 && e.recargoFinancieroPorCuota > 0) {
    const pct = r2(e.recargoFinancieroPorCuota * (e.cuotas - 1));
    financiero = r2(((prima + admin) * e.recargoFinancieroPorCuota * (e.cuotas - 1)) / 100);
    v = r2(v + financiero);
    paso(
      'Premio Neto',
      'Recargo financiero',
      `Tarjeta de crédito en ${e.cuotas} cuotas (${n(e.recargoFinancieroPorCuota)} % por cuota adicional)`,
      'porcentaje',
      pct,
      `(prima + recargo administrativo) ${$(r2(prima + admin))} × ${n(pct)} % = ${$(financiero)}`,
      v,
    );
  }
  resultados['Recargo financiero'] = financiero;
  const premioNeto = v;
  resultados['Premio Neto'] = premioNeto;

  for (const imp of impuestosAplicables(e.paisPolizaId, e.condicionFiscal, e.operacionId)) {
    const monto = r2((premioNeto * imp.porcentaje) / 100);
    v = r2(v + monto);
    paso(
      'Premio',
      `${imp.nombre} ${n(imp.porcentaje)} %`,
      `País de la póliza ${nombrePais(e.paisPolizaId)}`,
      'porcentaje',
      imp.porcentaje,
      `Premio Neto ${$(premioNeto)} × ${n(imp.porcentaje)} % = ${$(monto)}`,
      v,
    );
    resultados[imp.nombre] = monto;
  }
  resultados['Premio'] = v;
  return { valorInicial: prima, reglas, resultados, total: v };
};
