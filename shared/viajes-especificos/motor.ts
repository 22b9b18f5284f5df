/**
 * Specific-trip rating engine. Pure: no I/O, no clock (today comes in `ctx.hoy`), no randomness.
 *
 * ## Formulas
 *
 * Notation: r2(x) = round half away from zero to 2 decimals (`redondeo.ts`). Every traced step is
 * rounded with r2 as it is computed, so each `resultado` in a trace is the exact input of the next
 * step and the UI can re-add the lines.
 *
 * 1. Sum insured (suma-asegurada.ts, spec 3 §5.1):
 *      SA = r2((ValorFactura + DemasGastos + GastoEnvio) × (1 + BeneficioImaginario/100))   new goods
 *      SA = r2(ValorFactura + DemasGastos + GastoEnvio)                                       used goods
 *
 * 2. Technical premium (`calculoPrima`, valorInicial = SA). The running value v starts at 0 and the
 *    coverage's rules whose condition holds (and whose `monedaId`, if any, is the quoted currency) run
 *    in ascending `orden`:
 *      base:        v = r2(v + SA × valor / 1000)        (tasa por mil; several base rules add up)
 *      multiplicar: v = r2(v × valor)
 *      porcentaje:  v = r2(v × (1 + valor/100))
 *      sumar:       v = r2(v + valor)
 *      minimo:      v = r2(max(v, valor))
 *    primaTecnica = v. `resultados[grupo]` is v after the last applied rule of that group.
 *
 * 3. Offer discount (only when cobertura.oferta > 0), a traced line of group 'Oferta':
 *      primaOferta = r2(primaTecnica × (1 − oferta/100))
 *
 * 4. Producer commission loads the premium (group 'Comisión'):
 *      primaComision = r2(primaOferta × (1 + comisionProductor/100))
 *    and the commercial discount (only when dctoComercial > 0, group 'Descuento comercial'), which the
 *    producer gives out of that commission, so 0 <= dctoComercial <= comisionProductor:
 *      prima = r2(primaComision × (1 − dctoComercial/100))
 *    calculoPrima.total = prima.
 *
 * 5. Premio Neto (`calculoPremio`, valorInicial = prima):
 *      recargoAdmin      = r2(prima × recargoAdmin/100)
 *      derechoEmision    = cobertura.derechoEmision[moneda]                         (fixed)
 *      recargoFinanciero = r2((prima + recargoAdmin) × recargoFinancieroPorCuota × (cuotas − 1) / 100)
 *                          only when FormaDePagoId = 2 (credit) and cuotas > 1; otherwise 0
 *      premioNeto        = r2(prima + recargoAdmin + derechoEmision + recargoFinanciero)
 *
 * 6. Premio: for each tax of the POLICY country that applies to the fiscal condition and operation
 *    (impuestos.ts), in table order:
 *      impuesto_i = r2(premioNeto × porcentaje_i / 100)
 *      premio     = r2(premioNeto + Σ impuesto_i)
 *    valorCuota = r2(premio / cuotas). calculoPremio.total = premio.
 *
 * Commercial values: the tenant's editable lever (`comercialEditable`) takes the request value, or the
 * insurer default when absent (null/undefined); the other lever always takes the insurer default.
 * Out-of-range values are REJECTED (`validarComercial`), never clamped: `cotizar` throws
 * `SolicitudInvalidaError` with the field errors, which the API maps to 400.
 *
 * One offer per active coverage that accepts the request currency (and is `CoberturaId`, when given);
 * a coverage with excess validations still gives its offer, carrying them. Offers are sorted by premio
 * ascending (then coverage id). cantidadViajes = 1.
 *
 * ## Stages
 *
 * motor/entrada.ts (the context, the request, its commercial values and field errors) →
 * motor/reglas.ts (the coverage's rules, compiled, and their text) → motor/prima.ts (steps 2–4) →
 * motor/premio.ts (steps 5–6: loadings, then taxes) → here, the offer. Each step writes its own trace
 * line as it computes, so the trace is not a stage of its own.
 */
import type { Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { rutaCondiciones } from './condiciones.ts';
import { copiaDeducible } from '../coberturas/textos-localizados.ts';
import type { Cobertura, MedidaSeguridad } from './model.ts';
import {
  coberturasACotizar,
  type ContextoCotizacion,
  nombreAseguradora,
  parametrosDe,
  resolverComercial,
  type Solicitud,
  validarCotizacion,
} from './motor/entrada.ts';
import { calcularPremio } from './motor/premio.ts';
import { calcularPrima } from './motor/prima.ts';
import type { Valores } from './motor/reglas.ts';
import { codigoMoneda } from './nombres.ts';
import { redondear as r2 } from './redondeo.ts';
import { sumaAseguradaDeSolicitud } from './suma-asegurada.ts';
import { calcularValidaciones } from './validaciones.ts';
import { SolicitudInvalidaError } from '../validators/errores-campo.ts';

export type { ContextoCotizacion, Solicitud } from './motor/entrada.ts';

const medidasRequeridas = (c: Cobertura, sa: number, mercaderiaId: number, monedaId: number) => {
  const out: Pick<MedidaSeguridad, 'nombre' | 'nombres'>[] = [];
  for (const m of c.medidasSeguridad) {
    const desde = m.desdeSumaAsegurada[String(monedaId)];
    if (desde === undefined || sa < desde) continue;
    if (m.mercaderiaIds && !m.mercaderiaIds.includes(mercaderiaId)) continue;
    if (!out.some((x) => x.nombre === m.nombre))
      out.push({ nombre: m.nombre, ...(m.nombres ? { nombres: { ...m.nombres } } : {}) });
  }
  return out;
};

/** One coverage's offer for an already-validated request. */
export const cotizarCobertura = (
  c: Cobertura,
  r: Solicitud,
  ctx: ContextoCotizacion,
  sa = sumaAseguradaDeSolicitud(r),
): Oferta => {
  const p = parametrosDe(ctx, c.idAseguradora);
  const comercial = resolverComercial(r, p, ctx.comercialEditable);
  const valores: Valores = {
    mercaderiaId: r.MercaderiaId,
    transporteId: r.TransporteId,
    operacionId: r.OperacionId,
    origenId: r.OrigenId,
    destinoId: r.DestinoId,
    km: ctx.mostrarKm ? r.Km : null,
    sumaAsegurada: sa,
    esMercaderiaUsada: r.EsMercaderiaUsada,
    continuacionViaje: r.ContinuacionViaje,
    monedaId: r.MonedaId,
  };
  const { primaTecnica: _primaTecnica, ...calculoPrima } = calcularPrima(
    c,
    valores,
    comercial.comisionProductor,
    r.dctoComercial,
  );
  const calculoPremio = calcularPremio({
    prima: calculoPrima.total,
    recargoAdmin: comercial.recargoAdmin,
    derechoEmision: c.derechoEmision[String(r.MonedaId)] ?? 0,
    formaDePagoId: r.FormaDePagoId,
    cuotas: r.Cuotas,
    recargoFinancieroPorCuota: p.recargoFinancieroPorCuota,
    paisPolizaId: ctx.paisPolizaId,
    condicionFiscal: r.CondicionFiscal,
    operacionId: r.OperacionId,
  });
  const premio = calculoPremio.total;
  return {
    cobertura: {
      id: c.id,
      nombre: c.nombre,
      ...(c.nombres ? { nombres: { ...c.nombres } } : {}),
      idAseguradora: c.idAseguradora,
      aseguradora: nombreAseguradora(ctx, c.idAseguradora),
      idMoneda: r.MonedaId,
      urlCondiciones: rutaCondiciones(c.id),
      resumenes: [...c.resumenes],
      ...(c.resumenesEn ? { resumenesEn: { ...c.resumenesEn } } : {}),
    },
    moneda: { id: r.MonedaId, simbolo: ctx.monedas.find((m) => m.id === r.MonedaId)?.simbolo ?? codigoMoneda(r.MonedaId) },
    sumaAsegurada: sa,
    prima: calculoPrima.total,
    premio,
    formaDePago: r.FormaDePagoId,
    cuotas: r.Cuotas,
    valorCuota: r2(premio / r.Cuotas),
    recargoAdmin: {
      valor: comercial.recargoAdmin,
      predeterminado: p.recargoAdminPredeterminado,
      minimo: p.recargoAdmin.minimo,
      maximo: p.recargoAdmin.maximo,
    },
    comisionProductor: {
      valor: comercial.comisionProductor,
      predeterminada: p.comisionPredeterminada,
      minima: p.comisionProductor.minimo,
      maxima: p.comisionProductor.maximo,
    },
    deducibles: c.deducibles.map(copiaDeducible),
    medidasSeguridad: medidasRequeridas(c, sa, r.MercaderiaId, r.MonedaId),
    popular: c.popular,
    oferta: c.oferta,
    validaciones: calcularValidaciones(c, r, sa, ctx.paisPolizaId, ctx.hoy),
    coeficienteFrecuenciaSiniestros: c.coeficienteFrecuenciaSiniestros,
    cantidadViajes: 1,
    calculoPrima,
    calculoPremio,
  };
};

/**
 * Quote a request against every applicable coverage. Throws `SolicitudInvalidaError` (field errors)
 * when `validarCotizacion` finds any. An empty list means no coverage accepts the request's currency
 * (or `CoberturaId`): the API answers 'No se pudo construir una cotización para la configuración
 * especificada.'
 */
export const cotizar = (r: Solicitud, ctx: ContextoCotizacion): Oferta[] => {
  const errores = validarCotizacion(r, ctx);
  if (Object.keys(errores).length > 0) throw new SolicitudInvalidaError(errores);
  const sa = sumaAseguradaDeSolicitud(r);
  return coberturasACotizar(r, ctx.coberturas)
    .map((c) => cotizarCobertura(c, r, ctx, sa))
    .sort((a, b) => a.premio - b.premio || a.cobertura.id - b.cobertura.id);
};
