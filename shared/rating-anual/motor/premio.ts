import type { Calculo } from '../../contract/schemas/calculo.ts';
import type { CotizacionAnualRequest } from '../../contract/schemas/rating-anual.ts';
import { FORMA_DE_PAGO_CREDITO } from '../../viajes-especificos/model.ts';
import { formatearNumero as n, redondear as r2 } from '../../viajes-especificos/redondeo.ts';
import type { CoberturaAnual } from '../modelo.ts';
import { type Textos, traza } from './traza.ts';

/** Premio Neto and Premio, with their trace. */
export const calcularPremioAnual = (
  c: CoberturaAnual,
  r: CotizacionAnualRequest,
  prima: number,
  { $, impuestos }: Textos,
): Calculo => {
  const { reglas, resultados, linea } = traza();
  const admin = r2((prima * c.recargoAdministrativo) / 100);
  let v = r2(prima + admin);
  linea(
    'Premio Neto',
    'Recargo administrativo',
    'Siempre',
    'porcentaje',
    c.recargoAdministrativo,
    `${$(prima)} × ${n(c.recargoAdministrativo)} % = ${$(admin)}`,
    v,
  );
  resultados['Recargo administrativo'] = admin;
  v = r2(v + c.derechoEmision);
  linea('Premio Neto', 'Derecho de emisión', 'Siempre', 'sumar', c.derechoEmision, `+ ${$(c.derechoEmision)}`, v);
  resultados['Derecho de emisión'] = c.derechoEmision;
  let financiero = 0;
  if (r.idFormaDePago === FORMA_DE_PAGO_CREDITO && r.cuotas > 1 && c.recargoFinanciero > 0) {
    financiero = r2(((prima + admin) * c.recargoFinanciero) / 100);
    v = r2(v + financiero);
    linea(
      'Premio Neto',
      'Recargo financiero',
      `Tarjeta de crédito en ${r.cuotas} cuotas`,
      'porcentaje',
      c.recargoFinanciero,
      `(prima + recargo administrativo) ${$(r2(prima + admin))} × ${n(c.recargoFinanciero)} % = ${$(financiero)}`,
      v,
    );
  }
  resultados['Recargo financiero'] = financiero;
  const neto = v;
  resultados['Premio Neto'] = neto;
  for (const { impuesto: imp, base } of impuestos) {
    const monto = r2((((neto * base) / 100) * imp.porcentaje) / 100);
    v = r2(v + monto);
    const parcial = base < 100;
    linea(
      'Premio',
      `${imp.nombre} ${n(imp.porcentaje)} %`,
      parcial ? `Sobre el ${n(base)} % del Premio Neto (operaciones no exentas)` : 'Sobre el Premio Neto',
      'porcentaje',
      imp.porcentaje,
      `Premio Neto ${$(neto)}${parcial ? ` × ${n(base)} %` : ''} × ${n(imp.porcentaje)} % = ${$(monto)}`,
      v,
    );
    resultados[imp.nombre] = monto;
  }
  resultados['Premio'] = v;
  return { valorInicial: prima, reglas, resultados, total: v };
};
