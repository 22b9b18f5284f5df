/**
 * Steps 2–4 of the engine (motor.ts): the technical premium from the coverage's rules, the offer
 * discount, the producer commission and the commercial discount, each a traced line.
 */
import type { Calculo } from '#shared/contract/schemas/viaje-especifico.ts';
import type { Cobertura } from '../model.ts';
import { formatearDinero as $, formatearNumero as n, redondear as r2 } from '../redondeo.ts';
import { reglasDe, type Valores } from './reglas.ts';

/** Steps 2–4: the premium and its trace. */
export const calcularPrima = (
  cobertura: Cobertura,
  valores: Valores,
  comisionProductor: number,
  dctoComercial = 0,
): Calculo & { primaTecnica: number } => {
  const sa = valores.sumaAsegurada;
  const reglas: Calculo['reglas'] = [];
  const resultados: Record<string, number> = {};
  let v = 0;
  let ultimoOrden = 0;
  for (const { regla, cumple, texto } of reglasDe(cobertura)) {
    ultimoOrden = Math.max(ultimoOrden, regla.orden);
    if (regla.monedaId !== undefined && regla.monedaId !== valores.monedaId) continue;
    if (!cumple(valores)) continue;
    const antes = v;
    const x = regla.valor;
    let operacion: string;
    switch (regla.tipoOperacion) {
      case 'base':
        v = r2(v + (sa * x) / 1000);
        operacion = `${antes ? `${$(antes)} + ` : ''}${$(sa)} × ${n(x)} ‰ = ${$(v)}`;
        break;
      case 'multiplicar':
        v = r2(v * x);
        operacion = `${$(antes)} × ${n(x)} = ${$(v)}`;
        break;
      case 'porcentaje':
        v = r2(v * (1 + x / 100));
        operacion = `${$(antes)} ${x < 0 ? '−' : '+'} ${n(Math.abs(x))} % = ${$(v)}`;
        break;
      case 'sumar':
        v = r2(v + x);
        operacion = `${$(antes)} + ${$(x)} = ${$(v)}`;
        break;
      case 'minimo':
        v = r2(Math.max(v, x));
        operacion = `máx(${$(antes)}; mínimo ${$(x)}) = ${$(v)}`;
        break;
    }
    reglas.push({
      orden: regla.orden,
      grupo: regla.grupo,
      concepto: regla.concepto,
      ...(regla.nombres ? { nombres: { ...regla.nombres } } : {}),
      condicion: texto,
      tipoOperacion: regla.tipoOperacion,
      valorOperacion: x,
      grupoOperacion: operacion,
      resultado: v,
    });
    resultados[regla.grupo] = v;
  }
  const primaTecnica = v;
  resultados['Prima técnica'] = primaTecnica;

  if (cobertura.oferta > 0) {
    const antes = v;
    v = r2(v * (1 - cobertura.oferta / 100));
    reglas.push({
      orden: ++ultimoOrden,
      grupo: 'Oferta',
      concepto: `Oferta ${n(cobertura.oferta)} % off`,
      condicion: 'Cobertura en oferta',
      tipoOperacion: 'porcentaje',
      valorOperacion: -cobertura.oferta,
      grupoOperacion: `${$(antes)} − ${n(cobertura.oferta)} % = ${$(v)}`,
      resultado: v,
    });
    resultados['Oferta'] = v;
  }

  const antes = v;
  v = r2(v * (1 + comisionProductor / 100));
  reglas.push({
    orden: ++ultimoOrden,
    grupo: 'Comisión',
    concepto: 'Comisión del productor',
    condicion: 'Siempre',
    tipoOperacion: 'porcentaje',
    valorOperacion: comisionProductor,
    grupoOperacion: `${$(antes)} + ${n(comisionProductor)} % = ${$(v)}`,
    resultado: v,
  });
  resultados['Comisión'] = v;

  if (dctoComercial > 0) {
    const conComision = v;
    v = r2(v * (1 - dctoComercial / 100));
    reglas.push({
      orden: ++ultimoOrden,
      grupo: 'Descuento comercial',
      concepto: 'Descuento comercial',
      condicion: 'Descuento del productor',
      tipoOperacion: 'porcentaje',
      valorOperacion: -dctoComercial,
      grupoOperacion: `${$(conComision)} − ${n(dctoComercial)} % = ${$(v)}`,
      resultado: v,
    });
    resultados['Descuento comercial'] = v;
  }
  resultados['Prima'] = v;
  return { valorInicial: sa, reglas, resultados, total: v, primaTecnica };
};
