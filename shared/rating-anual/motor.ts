/**
 * Annual floating rating engine (spec 2 §3.10, §4.5). Pure: no I/O, no clock, no randomness. The
 * server prices with it; the browser runs it for instant feedback only.
 *
 * ## Formulas
 *
 * r2 = round half away from zero to 2 decimals; every traced step is rounded as it is computed, so
 * each `resultado` is the exact input of the next line. M = MAE (in the coverage's currency).
 *
 * calculoPrima (valorInicial = M):
 * 1. MAE — computable MAE by marginal tiers (modelo.ts `tramosMae`):
 *      Mc = Σ_tiers r2(part of M in the tier × (1 + porcentaje/100))      (one line per tier touched)
 * 2. Mercadería — per goods row i: share_i = r2(Mc × pct_i / 100), tasa_i = tasasMercaderia[id]
 *    (× (1 + recargoMercaderiaUsada/100) when used, kept to 4 decimals):
 *      v = r2(v + share_i × tasa_i / 1000)
 * 3. Transporte — v = r2(v × Ft), Ft = Σ pct_j/100 × factoresTransporte[id_j] (4 decimals)
 * 4. Operación — v = r2(v × Fo), likewise.
 * 5. RM — exposure: v = r2(v + RMmax × tasaRM / 1000), RMmax = largest responsabilidadMaxima.
 *    primaTecnica = v (the loss ratio's denominator).
 * 6. Siniestralidad — experience: v = r2(v + (Σ claims amounts / 5) × recargoSiniestralidad / 100).
 * 7. Oferta — when tasaDescuento > 0: v = r2(v × (1 − tasaDescuento/100)).
 * 8. PMD — v = max(v, primaMinima); primaDeposito = r2(prima × porcentajePrimaDeposito / 100).
 * 9. Comisión v = r2(v × (1 + comision/100)); Extra prima variable (when > 0) v = r2(v × (1 + extra/100));
 *    Descuento comercial (when > 0) v = r2(v × (1 − dcto/100)). prima = v.
 *
 * calculoPremio (valorInicial = prima): recargo administrativo r2(prima × %); derecho de emisión;
 * recargo financiero r2((prima + recargo) × %) only with credit (payment form 2) in more than one
 * instalment → Premio Neto; the policy country's taxes (viajes-especificos/impuestos.ts, the specific
 * trip's), each not exempt for the fiscal condition: r2(Premio Neto × base/100 × %) → Premio, where base
 * is the percent of the movement in operations the tax does not exempt (100 for most).
 * valorCuota = r2(premio / cuotas).
 *
 * Every step is non-decreasing in M with the rest fixed (tiers are marginal, loadings do not divide by
 * M), so the premium is monotonic in the MAE; no factor is negative, so it is never negative.
 *
 * Coefficients: cantidadViajes = Σ_j ceil(M × pct_j/100 / RM_j); frequency = claims per thousand trips
 * and year (Σ count / 5 / cantidadViajes × 1000); severity = the average claim as a percent of RMmax;
 * coeficienteRM = RMmax / M × 100; siniestralidad = (Σ amounts / 5) / primaTecnica × 100.
 *
 * A coverage whose configuration refuses the risk still answers its offer, with `validaciones` (codes
 * 600–608); a request that is itself wrong (sums, repeated rows, commission, payment) throws
 * `SolicitudInvalidaError` with the field errors before anything is priced.
 *
 * ## Stages
 *
 * motor/entrada.ts (the request, its field errors, the currency's coverages and parameters),
 * motor/traza.ts (the trace being written and its texts), motor/prima.ts (coefficients, steps 1–9),
 * motor/premio.ts (Premio Neto, taxes, Premio); this file: the coverage's refusals (600–608), one
 * coverage's offer and the quote.
 */
import type { Validacion } from '../contract/schemas/calculo.ts';
import { ANIOS_SINIESTRALIDAD, type CotizacionAnualRequest, type OfertaAnual } from '../contract/schemas/rating-anual.ts';
import { codigoMoneda, nombreMercaderia, nombreOperacion, nombreTransporte } from '../viajes-especificos/nombres.ts';
import { formatearDinero, formatearNumero as n, redondear as r2 } from '../viajes-especificos/redondeo.ts';
import { SolicitudInvalidaError } from '../validators/errores-campo.ts';
import { condicionesDeCobertura } from './condiciones.ts';
import type { CoberturaAnual } from './modelo.ts';
import { type ContextoAnual, coberturasAnualesACotizar, validarSolicitudAnual } from './motor/entrada.ts';
import { textosDeCotizacion } from './motor/traza.ts';
import { type Coeficientes, calcularPrimaAnual, coeficientesDe } from './motor/prima.ts';
import { calcularPremioAnual } from './motor/premio.ts';

// The stages' public names, where their importers have always found them.
export {
  coberturasAnualesACotizar,
  parametrosCombinados,
  parametrosDeMoneda,
  validarSolicitudAnual,
  type ContextoAnual,
} from './motor/entrada.ts';
export { coeficientesDe, type Coeficientes } from './motor/prima.ts';

/** What the coverage's configuration refuses (codes 600–608); an empty list means selectable. */
export const validacionesAnuales = (
  c: CoberturaAnual,
  r: CotizacionAnualRequest,
  co: Coeficientes,
  $: (x: number) => string,
): Validacion[] => {
  const k = c.configuracion;
  const out: Validacion[] = [];
  const m = r.mae.monto;
  if (m < k.maeMinimo)
    out.push({ codigo: 600, mensaje: `El MAE (${$(m)}) es menor al mínimo de la cobertura (${$(k.maeMinimo)})` });
  if (m > k.maeMaximo)
    out.push({ codigo: 601, mensaje: `El MAE (${$(m)}) supera el máximo de la cobertura (${$(k.maeMaximo)})` });
  if (!k.permiteMercaderiaUsada && r.mercaderias.some((f) => f.esUsada))
    out.push({ codigo: 602, mensaje: 'La cobertura no admite mercadería usada' });
  for (const f of r.mercaderias) {
    const admitida =
      !k.idsMercaderiasProhibidas.includes(f.id) &&
      (k.idsMercaderiasPermitidas.length === 0 || k.idsMercaderiasPermitidas.includes(f.id)) &&
      c.tarifa.tasasMercaderia[String(f.id)] !== undefined;
    if (!admitida) out.push({ codigo: 603, mensaje: `La cobertura no admite la mercadería ${nombreMercaderia(f.id)}` });
  }
  for (const f of r.transportes)
    if (!k.idsTransportesPermitidos.includes(f.id))
      out.push({ codigo: 604, mensaje: `La cobertura no admite el transporte ${nombreTransporte(f.id)}` });
  for (const f of r.operaciones)
    if (!k.idsOperacionesPermitidas.includes(f.id))
      out.push({ codigo: 605, mensaje: `La cobertura no admite la operación ${nombreOperacion(f.id)}` });
  if (co.coeficienteRM > k.coeficienteMaximoRM)
    out.push({
      codigo: 606,
      mensaje: `La responsabilidad máxima por embarque (${n(co.coeficienteRM)} % del MAE) supera el máximo de la cobertura (${n(k.coeficienteMaximoRM)} %)`,
    });
  if (co.coeficienteFrecuenciaSiniestros > k.coeficienteMaximoFrecuenciaSiniestros)
    out.push({
      codigo: 607,
      mensaje: `La frecuencia de siniestros (${n(co.coeficienteFrecuenciaSiniestros)} por mil viajes) supera el máximo de la cobertura (${n(k.coeficienteMaximoFrecuenciaSiniestros)})`,
    });
  if (co.coeficienteSeveridadSiniestros > k.coeficienteMaximoSeveridadSiniestros)
    out.push({
      codigo: 608,
      mensaje: `La severidad de siniestros (${n(co.coeficienteSeveridadSiniestros)} % de la responsabilidad máxima) supera el máximo de la cobertura (${n(k.coeficienteMaximoSeveridadSiniestros)} %)`,
    });
  return out;
};

/** One coverage's offer for an already-validated request. */
export const cotizarCoberturaAnual = (
  c: CoberturaAnual,
  r: CotizacionAnualRequest,
  ctx: ContextoAnual,
  co = coeficientesDe(r),
  tx = textosDeCotizacion(r, ctx.paisPolizaId),
): OfertaAnual => {
  const simbolo = ctx.monedas.find((x) => x.id === c.idMoneda)?.simbolo ?? codigoMoneda(c.idMoneda);
  const prima = calcularPrimaAnual(c, r, co, tx);
  const calculoPremio = calcularPremioAnual(c, r, prima.calculo.total, tx);
  const moneda = { id: c.idMoneda, simbolo };
  return {
    cobertura: {
      id: c.id,
      nombre: c.nombre,
      ...(c.nombres ? { nombres: { ...c.nombres } } : {}),
      idMoneda: c.idMoneda,
      idAseguradora: c.idAseguradora,
      aseguradora: ctx.aseguradoras.find((a) => a.id === c.idAseguradora)?.nombre ?? `Aseguradora ${c.idAseguradora}`,
      configuracion: { ...c.configuracion },
    },
    comisionProductor: r.comisionProductor,
    extraPrimaVariable: prima.extra,
    dctoComercial: r.dctoComercial,
    formaDePago: r.idFormaDePago,
    cuotas: r.cuotas,
    valorCuota: r2(calculoPremio.total / r.cuotas),
    prima: { monto: prima.calculo.total, moneda },
    premio: { monto: calculoPremio.total, moneda },
    primaDeposito: prima.primaDeposito,
    ...condicionesDeCobertura(c),
    popular: c.popular,
    oferta: c.configuracion.tasaDescuento,
    validaciones: validacionesAnuales(c, r, co, (x) => `${simbolo} ${formatearDinero(x)}`),
    calculoPrima: prima.calculo,
    calculoPremio,
    coeficienteFrecuenciaSiniestros: co.coeficienteFrecuenciaSiniestros,
    coeficienteSeveridadSiniestros: co.coeficienteSeveridadSiniestros,
    coeficienteRM: co.coeficienteRM,
    siniestralidad: prima.primaTecnica > 0 ? r2((tx.montoSiniestros / ANIOS_SINIESTRALIDAD / prima.primaTecnica) * 100) : 0,
    cantidadViajes: co.cantidadViajes,
  };
};

/**
 * Quote a request against every active coverage of its currency, selectable offers first, then by
 * premio. Throws `SolicitudInvalidaError` when the request itself is wrong; an empty list means no
 * coverage is quoted in the MAE's currency.
 */
export const cotizarAnual = (r: CotizacionAnualRequest, ctx: ContextoAnual): OfertaAnual[] => {
  const errores = validarSolicitudAnual(r, ctx);
  if (Object.keys(errores).length) throw new SolicitudInvalidaError(errores);
  const co = coeficientesDe(r);
  const tx = textosDeCotizacion(r, ctx.paisPolizaId);
  return coberturasAnualesACotizar(r.mae.idMoneda, ctx.coberturas)
    .map((c) => cotizarCoberturaAnual(c, r, ctx, co, tx))
    .sort(
      (a, b) =>
        Number(a.validaciones.length > 0) - Number(b.validaciones.length > 0) ||
        a.premio.monto - b.premio.monto ||
        a.cobertura.id - b.cobertura.id,
    );
};
