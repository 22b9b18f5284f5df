import type { Calculo } from '../../contract/schemas/calculo.ts';
import { ANIOS_SINIESTRALIDAD, type CotizacionAnualRequest } from '../../contract/schemas/rating-anual.ts';
import { nombreOperacion, nombreTransporte } from '../../viajes-especificos/nombres.ts';
import { formatearNumero as n, redondear as r2 } from '../../viajes-especificos/redondeo.ts';
import { extraPrimaVariable } from '../composicion.ts';
import type { CoberturaAnual } from '../modelo.ts';
import { r4 } from './entrada.ts';
import { type Textos, textosDeCobertura, traza } from './traza.ts';

export interface Coeficientes {
  cantidadViajes: number;
  coeficienteFrecuenciaSiniestros: number;
  coeficienteSeveridadSiniestros: number;
  coeficienteRM: number;
  rmMaximo: number;
}

export const coeficientesDe = (r: CotizacionAnualRequest): Coeficientes => {
  const m = r.mae.monto;
  const rmMaximo = Math.max(0, ...r.transportes.map((t) => t.responsabilidadMaxima));
  const cantidadViajes = r.transportes.reduce(
    (t, x) => t + (x.responsabilidadMaxima > 0 ? Math.ceil(r2((m * x.porcentaje) / 100) / x.responsabilidadMaxima) : 0),
    0,
  );
  const cantidad = r.siniestralidadPorAnio.reduce((t, s) => t + s.cantidad, 0);
  const monto = r.siniestralidadPorAnio.reduce((t, s) => t + s.monto, 0);
  return {
    cantidadViajes,
    coeficienteFrecuenciaSiniestros: cantidadViajes > 0 ? r2((cantidad / ANIOS_SINIESTRALIDAD / cantidadViajes) * 1000) : 0,
    coeficienteSeveridadSiniestros: cantidad > 0 && rmMaximo > 0 ? r2((monto / cantidad / rmMaximo) * 100) : 0,
    coeficienteRM: m > 0 ? r2((rmMaximo / m) * 100) : 0,
    rmMaximo,
  };
};

/** Steps 1–9: the premium, its trace, the technical premium and the deposit. */
export const calcularPrimaAnual = (c: CoberturaAnual, r: CotizacionAnualRequest, co: Coeficientes, tx: Textos) => {
  const { $ } = tx;
  const t = c.tarifa;
  const m = r.mae.monto;
  const { reglas, resultados, linea } = traza();

  // 1. MAE by marginal tiers.
  let mc = 0;
  for (const tramo of textosDeCobertura(c).tramos) {
    const parte = Math.min(m, tramo.hasta) - tramo.desde;
    if (parte <= 0) break;
    const computable = r2(parte * (1 + tramo.porcentaje / 100));
    mc = r2(mc + computable);
    linea(
      'MAE',
      tramo.concepto,
      tramo.condicion,
      'porcentaje',
      tramo.porcentaje,
      `${$(parte)} × ${tramo.factor} = ${$(computable)}`,
      mc,
    );
  }

  // 2. Goods.
  let v = 0;
  r.mercaderias.forEach((f, i) => {
    const share = r2((mc * f.porcentaje) / 100);
    const tasaBase = t.tasasMercaderia[String(f.id)] ?? 0;
    const tasa = f.esUsada ? r4(tasaBase * (1 + t.recargoMercaderiaUsada / 100)) : tasaBase;
    const monto = r2((share * tasa) / 1000);
    v = r2(v + monto);
    const fila = tx.fila(i);
    const condicion = f.esUsada ? `${fila.condicion}, recargo por usada ${n(t.recargoMercaderiaUsada)} %` : fila.condicion;
    linea('Mercadería', fila.concepto, condicion, 'tasa', tasa, `${$(share)} × ${n(tasa)} ‰ = ${$(monto)}`, v);
  });

  // 3–4. Transport and operation factors.
  const factor = (grupo: string, concepto: string, p: { factor: number; texto: string }) => {
    const antes = v;
    v = r2(v * p.factor);
    linea(grupo, concepto, p.texto, 'multiplicar', p.factor, `${$(antes)} × ${n(p.factor)} = ${$(v)}`, v);
  };
  const textos = textosDeCobertura(c);
  factor(
    'Transporte',
    'Factor de transporte ponderado',
    tx.ponderacion(r.transportes, t.factoresTransporte, textos.firmaTransporte, nombreTransporte),
  );
  factor(
    'Operación',
    'Factor de operación ponderado',
    tx.ponderacion(r.operaciones, t.factoresOperacion, textos.firmaOperacion, nombreOperacion),
  );

  // 5. Exposure per shipment.
  const exposicion = r2((co.rmMaximo * t.tasaRM) / 1000);
  v = r2(v + exposicion);
  linea(
    'RM',
    'Exposición por embarque',
    `Responsabilidad máxima mayor ${$(co.rmMaximo)} (${n(co.coeficienteRM)} % del MAE)`,
    'tasa',
    t.tasaRM,
    `${$(co.rmMaximo)} × ${n(t.tasaRM)} ‰ = ${$(exposicion)}`,
    v,
  );
  const primaTecnica = v;

  // 6. Claims experience.
  const promedio = tx.promedioSiniestros;
  if (promedio > 0 && t.recargoSiniestralidad > 0) {
    const recargo = r2((promedio * t.recargoSiniestralidad) / 100);
    v = r2(v + recargo);
    linea(
      'Siniestralidad',
      'Recargo por experiencia de siniestros',
      `Promedio anual de siniestros ${$(promedio)}`,
      'porcentaje',
      t.recargoSiniestralidad,
      `${$(promedio)} × ${n(t.recargoSiniestralidad)} % = ${$(recargo)}`,
      v,
    );
  }

  // 7. The coverage's discount.
  const descuento = c.configuracion.tasaDescuento;
  if (descuento > 0) {
    const antes = v;
    v = r2(v * (1 - descuento / 100));
    linea(
      'Oferta',
      `Descuento de la cobertura ${n(descuento)} %`,
      'Cobertura con tasa de descuento',
      'porcentaje',
      -descuento,
      `${$(antes)} − ${n(descuento)} % = ${$(v)}`,
      v,
    );
  }

  // 8. Minimum premium.
  const antesMinimo = v;
  v = Math.max(v, t.primaMinima);
  linea(
    'PMD',
    'Prima mínima',
    'Siempre',
    'minimo',
    t.primaMinima,
    `máx(${$(antesMinimo)}; mínimo ${$(t.primaMinima)}) = ${$(v)}`,
    v,
  );

  // 9. Commission, extra premium, commercial discount.
  const porcentual = (grupo: string, concepto: string, condicion: string, pct: number) => {
    const antes = v;
    v = r2(v * (1 + pct / 100));
    linea(grupo, concepto, condicion, 'porcentaje', pct, `${$(antes)} ${pct < 0 ? '−' : '+'} ${n(Math.abs(pct))} % = ${$(v)}`, v);
  };
  porcentual('Comisión', 'Comisión del productor', 'Siempre', r.comisionProductor);
  const extra = extraPrimaVariable(r.comisionProductor);
  if (extra > 0)
    porcentual('Extra prima variable', 'Extra prima variable', `Comisión del productor ${n(r.comisionProductor)} %`, extra);
  if (r.dctoComercial > 0) porcentual('Descuento comercial', 'Descuento comercial', 'Descuento del productor', -r.dctoComercial);
  resultados['Prima técnica'] = primaTecnica;
  resultados['Prima'] = v;
  const calculo: Calculo = { valorInicial: m, reglas, resultados, total: v };
  return { calculo, primaTecnica, extra, primaDeposito: r2((v * t.porcentajePrimaDeposito) / 100) };
};
