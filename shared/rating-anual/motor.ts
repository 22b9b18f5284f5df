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
 */
import type { Calculo, Validacion } from '../contract/schemas/calculo.ts';
import { ANIOS_SINIESTRALIDAD, type CotizacionAnualRequest, type OfertaAnual } from '../contract/schemas/rating-anual.ts';
import { condicionesFiscales, condicionFiscalPorId, impuestosDeComposicion } from '../viajes-especificos/impuestos.ts';
import { FORMA_DE_PAGO_CREDITO } from '../viajes-especificos/model.ts';
import { codigoMoneda, nombreMercaderia, nombreOperacion, nombreTransporte } from '../viajes-especificos/nombres.ts';
import { formatearDinero, formatearNumero as n, redondear as r2 } from '../viajes-especificos/redondeo.ts';
import { type ErroresCampo, SolicitudInvalidaError } from '../validators/errores-campo.ts';
import { errorDeSuma, extraPrimaVariable, filasRepetidas, MENSAJE_REPETIDO } from './composicion.ts';
import { condicionesDeCobertura } from './condiciones.ts';
import type { CoberturaAnual, ParametrosAnuales } from './modelo.ts';

export interface ContextoAnual {
  /** Every annual coverage of the tenant (inactive ones and other currencies give no offer). */
  coberturas: readonly CoberturaAnual[];
  aseguradoras: readonly { id: number; nombre: string }[];
  parametros: readonly ParametrosAnuales[];
  monedas: readonly { id: number; simbolo: string }[];
  /** The tenant's policy country: its fiscal conditions are the valid ones. */
  paisPolizaId: number;
}

const r4 = (x: number) => Math.round(x * 10_000) / 10_000;

// ---------------------------------------------------------------------------------------------
// The request
// ---------------------------------------------------------------------------------------------

/** The coverages a MAE currency is quoted against. */
export const coberturasAnualesACotizar = (idMoneda: number, coberturas: readonly CoberturaAnual[]) =>
  coberturas.filter((c) => c.activa && c.idMoneda === idMoneda);

/**
 * The parameters the form works with (spec 2 §7 answers one set): the range every quoted insurer
 * accepts. Commission: the highest minimum to the lowest maximum, the default held inside; instalments
 * and payment forms: those every insurer allows. Null when no insurer has an annual coverage.
 */
export const parametrosCombinados = (ps: readonly ParametrosAnuales[]): Omit<ParametrosAnuales, 'idAseguradora'> | null => {
  if (!ps.length) return null;
  const comisionMinima = Math.max(...ps.map((p) => p.comisionMinima));
  const comisionMaxima = Math.min(...ps.map((p) => p.comisionMaxima));
  const pred = ps[0]!.comisionPredeterminada;
  return {
    comisionMinima,
    comisionMaxima,
    comisionPredeterminada: Math.min(comisionMaxima, Math.max(comisionMinima, pred)),
    cuotasPermitidas: ps[0]!.cuotasPermitidas.filter((c) => ps.every((p) => p.cuotasPermitidas.includes(c))),
    idsFormasDePagoPermitidas: ps[0]!.idsFormasDePagoPermitidas.filter((f) =>
      ps.every((p) => p.idsFormasDePagoPermitidas.includes(f)),
    ),
  };
};

/** The insurers' parameters of the coverages a currency quotes. */
export const parametrosDeMoneda = (idMoneda: number, ctx: Pick<ContextoAnual, 'coberturas' | 'parametros'>) => {
  const ids = new Set(coberturasAnualesACotizar(idMoneda, ctx.coberturas).map((c) => c.idAseguradora));
  return parametrosCombinados(ctx.parametros.filter((p) => ids.has(p.idAseguradora)));
};

const COMPOSICIONES = ['mercaderias', 'operaciones', 'transportes'] as const;

/** Every field error of a request, before pricing (the same messages the form shows). */
export const validarSolicitudAnual = (r: CotizacionAnualRequest, ctx: ContextoAnual): ErroresCampo => {
  const errores: ErroresCampo = {};
  for (const campo of COMPOSICIONES) {
    const filas = r[campo];
    const suma = errorDeSuma(filas);
    if (suma) errores[campo] = suma;
    for (const i of filasRepetidas(filas)) errores[`${campo}.${i}.id`] = MENSAJE_REPETIDO;
  }
  r.transportes.forEach((t, i) => {
    if (!(t.responsabilidadMaxima > 0)) errores[`transportes.${i}.responsabilidadMaxima`] = 'Debe ser mayor a 0';
  });
  const anios = r.siniestralidadPorAnio.map((s) => s.anio);
  if (new Set(anios).size !== anios.length) errores.siniestralidadPorAnio = 'Cada año va una sola vez';
  if (!condicionesFiscales(ctx.paisPolizaId).some((c) => c.id === r.condicionFiscal))
    errores.condicionFiscal = 'La condición fiscal no corresponde al país de la póliza';
  const p = parametrosDeMoneda(r.mae.idMoneda, ctx);
  if (!p) return errores;
  if (r.comisionProductor < p.comisionMinima || r.comisionProductor > p.comisionMaxima)
    errores.comisionProductor = `Debe estar entre ${n(p.comisionMinima)} y ${n(p.comisionMaxima)}`;
  if (!p.idsFormasDePagoPermitidas.includes(r.idFormaDePago)) errores.idFormaDePago = 'La forma de pago no está habilitada';
  if (r.idFormaDePago !== FORMA_DE_PAGO_CREDITO) {
    if (r.cuotas !== 1) errores.cuotas = 'Sólo se puede pagar en cuotas con tarjeta de crédito';
  } else if (!p.cuotasPermitidas.includes(r.cuotas))
    errores.cuotas = `Cantidad de cuotas no permitida (permitidas: ${p.cuotasPermitidas.join(', ')})`;
  return errores;
};

// ---------------------------------------------------------------------------------------------
// Pricing
// ---------------------------------------------------------------------------------------------

type Regla = Calculo['reglas'][number];

/** A trace being written: each line numbered in turn, each group's last result kept. */
const traza = () => {
  const reglas: Regla[] = [];
  const resultados: Record<string, number> = {};
  const linea = (
    grupo: string,
    concepto: string,
    condicion: string,
    tipoOperacion: Regla['tipoOperacion'],
    valorOperacion: number,
    grupoOperacion: string,
    resultado: number,
  ) => {
    reglas.push({
      orden: reglas.length + 1,
      grupo,
      concepto,
      condicion,
      tipoOperacion,
      valorOperacion,
      grupoOperacion,
      resultado,
    });
    resultados[grupo] = resultado;
  };
  return { reglas, resultados, linea };
};

type Filas = readonly { id: number; porcentaje: number }[];

/**
 * The texts of one quote's traces, shared by its offers: the same amounts, rates and weighted
 * compositions recur in every coverage, and formatting is most of an offer's cost. One per request.
 */
export const textosDeCotizacion = (r: CotizacionAnualRequest) => {
  const filas = r.mercaderias.map((f) => ({
    concepto: `${nombreMercaderia(f.id)}${f.esUsada ? ' (usada)' : ''}`,
    condicion: `${n(f.porcentaje)} % del MAE computable`,
  }));
  const ponderaciones = new Map<Filas, Map<string, { factor: number; texto: string }>>();
  // Each line starts from the result the line before wrote: the last amount formatted is asked again.
  let ultimo = NaN;
  let ultimoTexto = '';
  return {
    $: (x: number): string => {
      if (x !== ultimo) {
        ultimo = x;
        ultimoTexto = formatearDinero(x);
      }
      return ultimoTexto;
    },
    /** Goods row i's concept and condition. */
    fila: (i: number) => filas[i]!,
    /** The composition a factor weighs: 'Terrestre 60 % × 1; Aéreo 40 % × 1,3'. */
    ponderacion: (filas: Filas, factores: Record<string, number>, firma: string, nombre: (id: number) => string) => {
      const f = (id: number) => factores[String(id)] ?? 1;
      // Coverages usually share factor tables in value, not in identity: the key is the table's content.
      let porTabla = ponderaciones.get(filas);
      if (!porTabla) ponderaciones.set(filas, (porTabla = new Map()));
      let p = porTabla.get(firma);
      if (!p) {
        p = {
          factor: r4(filas.reduce((t, x) => t + (x.porcentaje / 100) * f(x.id), 0)),
          texto: filas.map((x) => `${nombre(x.id)} ${n(x.porcentaje)} % × ${n(f(x.id))}`).join('; '),
        };
        porTabla.set(firma, p);
      }
      return p;
    },
  };
};
type Textos = ReturnType<typeof textosDeCotizacion>;

/** Texts that depend on the coverage alone, built once per coverage object (the master is read once per version). */
const porCobertura = new WeakMap<CoberturaAnual, ReturnType<typeof construirTextosCobertura>>();

const construirTextosCobertura = (c: CoberturaAnual) => {
  const ts = c.tarifa.tramosMae;
  const tramos = ts[0]?.desde === 0 ? ts : [{ desde: 0, porcentaje: 0 }, ...ts];
  /** A factor table's content as a key: equal tables give equal weighted factors. */
  const firma = (factores: Record<string, number>) =>
    Object.entries(factores)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .join(';');
  return {
    firmaTransporte: firma(c.tarifa.factoresTransporte),
    firmaOperacion: firma(c.tarifa.factoresOperacion),
    tramos: tramos.map((tramo, i) => {
      const hasta = tramos[i + 1]?.desde ?? Infinity;
      return {
        ...tramo,
        hasta,
        concepto: tramo.porcentaje
          ? `Tramo de volumen ${tramo.porcentaje < 0 ? '−' : '+'}${n(Math.abs(tramo.porcentaje))} %`
          : 'MAE computable',
        condicion:
          hasta === Infinity
            ? `MAE desde ${formatearDinero(tramo.desde)}`
            : `MAE de ${formatearDinero(tramo.desde)} a ${formatearDinero(hasta)}`,
        factor: `${n(100 + tramo.porcentaje)} %`,
      };
    }),
  };
};

const textosDeCobertura = (c: CoberturaAnual) => {
  let t = porCobertura.get(c);
  if (!t) porCobertura.set(c, (t = construirTextosCobertura(c)));
  return t;
};

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
  const promedio = r2(r.siniestralidadPorAnio.reduce((s, x) => s + x.monto, 0) / ANIOS_SINIESTRALIDAD);
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

/** Premio Neto and Premio, with their trace. */
export const calcularPremioAnual = (
  c: CoberturaAnual,
  r: CotizacionAnualRequest,
  prima: number,
  paisPolizaId: number,
  { $ }: Textos,
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
  const condicion = condicionFiscalPorId(r.condicionFiscal)?.clave ?? '';
  for (const { impuesto: imp, base } of impuestosDeComposicion(paisPolizaId, condicion, r.operaciones)) {
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
  tx = textosDeCotizacion(r),
): OfertaAnual => {
  const simbolo = ctx.monedas.find((x) => x.id === c.idMoneda)?.simbolo ?? codigoMoneda(c.idMoneda);
  const prima = calcularPrimaAnual(c, r, co, tx);
  const calculoPremio = calcularPremioAnual(c, r, prima.calculo.total, ctx.paisPolizaId, tx);
  const moneda = { id: c.idMoneda, simbolo };
  return {
    cobertura: {
      id: c.id,
      nombre: c.nombre,
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
    siniestralidad:
      prima.primaTecnica > 0
        ? r2((r.siniestralidadPorAnio.reduce((s, x) => s + x.monto, 0) / ANIOS_SINIESTRALIDAD / prima.primaTecnica) * 100)
        : 0,
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
  const tx = textosDeCotizacion(r);
  return coberturasAnualesACotizar(r.mae.idMoneda, ctx.coberturas)
    .map((c) => cotizarCoberturaAnual(c, r, ctx, co, tx))
    .sort(
      (a, b) =>
        Number(a.validaciones.length > 0) - Number(b.validaciones.length > 0) ||
        a.premio.monto - b.premio.monto ||
        a.cobertura.id - b.cobertura.id,
    );
};
