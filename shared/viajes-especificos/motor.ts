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
 */
import type { Calculo, CotizacionRequest, Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { rutaCondiciones } from './condiciones.ts';
import { esCondicionFiscalValida, impuestosAplicables } from './impuestos.ts';
import type { Aseguradora, Cobertura, Condicion, ParametrosAseguradora, Regla } from './model.ts';
import { FORMA_DE_PAGO_CREDITO } from './model.ts';
import { codigoMoneda, nombreBandaKm, nombreMercaderia, nombreOperacion, nombrePais, nombreTransporte } from './nombres.ts';
import { formatearDinero, formatearNumero, redondear as r2 } from './redondeo.ts';
import { sumaAseguradaDeSolicitud, validarBeneficioImaginario } from './suma-asegurada.ts';
import { calcularValidaciones } from './validaciones.ts';
import { type ErroresCampo, SolicitudInvalidaError } from '../validators/errores-campo.ts';

export type ComercialEditable = 'recargoAdmin' | 'comisionProductor';

export interface ContextoCotizacion {
  /** Every coverage of the tenant (inactive ones and other currencies are skipped). */
  coberturas: readonly Cobertura[];
  aseguradoras: readonly Aseguradora[];
  /** Insurer parameters by insurer id. A quoted coverage whose insurer has none is a data error (throws). */
  parametros: Readonly<Record<number, ParametrosAseguradora>>;
  monedas: readonly { id: number; simbolo: string }[];
  /** The tenant's (or the user's company's) policy country, ISO numeric. */
  paisPolizaId: number;
  /** Today, 'yyyy-mm-dd', in the tenant's time zone. */
  hoy: string;
  comercialEditable: ComercialEditable;
  /** When given, BeneficioImaginario is checked against it (see suma-asegurada.ts). */
  beneficioImaginarioMaximo?: number;
  /**
   * The tenant shows the kilometre band (spec 3 §2.2): Km is then required and priced; otherwise it is
   * ignored (rules on km never apply). Absent = false.
   */
  mostrarKm?: boolean;
}

/** A request whose fiscal condition is known (the API fills the country's default before pricing). */
export type Solicitud = CotizacionRequest & { CondicionFiscal: string };

// ---------------------------------------------------------------------------------------------
// Commercial values and payment
// ---------------------------------------------------------------------------------------------

export interface ValoresComerciales {
  recargoAdmin: number;
  comisionProductor: number;
}

const presente = (x: number | null | undefined): x is number => x !== null && x !== undefined;

/** The values the quote uses: the editable lever's request value or the default; the other, the default. */
export const resolverComercial = (
  r: Pick<Solicitud, 'recargoAdmin' | 'comisionProductor'>,
  p: ParametrosAseguradora,
  editable: ComercialEditable,
): ValoresComerciales => ({
  recargoAdmin: editable === 'recargoAdmin' && presente(r.recargoAdmin) ? r.recargoAdmin : p.recargoAdminPredeterminado,
  comisionProductor:
    editable === 'comisionProductor' && presente(r.comisionProductor) ? r.comisionProductor : p.comisionPredeterminada,
});

/**
 * Spec 3 §5.1: a non-bank tenant moves the administrative surcharge, a bank tenant the producer
 * commission; the value must lie within the insurer's [minimo, maximo]. Absent = insurer default. The
 * lever the tenant may not move must be absent or equal to the insurer default.
 */
export const validarComercial = (
  r: Pick<Solicitud, 'recargoAdmin' | 'comisionProductor'>,
  p: ParametrosAseguradora,
  editable: ComercialEditable,
): ErroresCampo => {
  const errores: ErroresCampo = {};
  const rango = (x: number, min: number, max: number) => Number.isFinite(x) && x >= min && x <= max;
  if (presente(r.recargoAdmin)) {
    if (editable !== 'recargoAdmin') {
      if (r.recargoAdmin !== p.recargoAdminPredeterminado)
        errores.recargoAdmin = 'El recargo administrativo no es editable en este portal';
    } else if (!rango(r.recargoAdmin, p.recargoAdmin.minimo, p.recargoAdmin.maximo))
      errores.recargoAdmin = `El recargo administrativo debe estar entre ${formatearNumero(p.recargoAdmin.minimo)} % y ${formatearNumero(p.recargoAdmin.maximo)} %`;
  }
  if (presente(r.comisionProductor)) {
    if (editable !== 'comisionProductor') {
      if (r.comisionProductor !== p.comisionPredeterminada)
        errores.comisionProductor = 'La comisión del productor no es editable en este portal';
    } else if (!rango(r.comisionProductor, p.comisionProductor.minimo, p.comisionProductor.maximo))
      errores.comisionProductor = `La comisión del productor debe estar entre ${formatearNumero(p.comisionProductor.minimo)} % y ${formatearNumero(p.comisionProductor.maximo)} %`;
  }
  return errores;
};

/**
 * The commercial discount comes out of the producer's commission: between 0 and the commission the
 * quote uses (the request's when the tenant moves it, the insurer default otherwise).
 */
export const validarDescuento = (
  r: Pick<Solicitud, 'recargoAdmin' | 'comisionProductor' | 'dctoComercial'>,
  p: ParametrosAseguradora,
  editable: ComercialEditable,
): ErroresCampo => {
  const maximo = resolverComercial(r, p, editable).comisionProductor;
  if (Number.isFinite(r.dctoComercial) && r.dctoComercial >= 0 && r.dctoComercial <= maximo) return {};
  return {
    dctoComercial: `El descuento comercial debe estar entre 0 % y ${formatearNumero(maximo)} % (la comisión del productor)`,
  };
};

/** Payment form and instalments against the insurer's parameters (instalments only with credit, id 2). */
export const validarPago = (r: Pick<Solicitud, 'FormaDePagoId' | 'Cuotas'>, p: ParametrosAseguradora): ErroresCampo => {
  const errores: ErroresCampo = {};
  if (!p.formasDePagoPermitidasIds.includes(r.FormaDePagoId))
    errores.FormaDePagoId = 'La forma de pago no está habilitada por la aseguradora';
  if (r.FormaDePagoId !== FORMA_DE_PAGO_CREDITO) {
    if (r.Cuotas !== 1) errores.Cuotas = 'Sólo se puede pagar en cuotas con tarjeta de crédito';
  } else if (!p.cuotasPermitidas.includes(r.Cuotas))
    errores.Cuotas = `Cantidad de cuotas no permitida (permitidas: ${p.cuotasPermitidas.join(', ')})`;
  return errores;
};

/** The coverages a request prices: active, accepting the currency and, when given, the chosen one. */
export const coberturasACotizar = (r: Pick<Solicitud, 'MonedaId' | 'CoberturaId'>, coberturas: readonly Cobertura[]) =>
  coberturas.filter((c) => c.activa && c.monedas.includes(r.MonedaId) && (!presente(r.CoberturaId) || c.id === r.CoberturaId));

const parametrosDe = (ctx: ContextoCotizacion, idAseguradora: number): ParametrosAseguradora => {
  const p = ctx.parametros[idAseguradora];
  if (!p) throw new Error(`Faltan los parámetros de la aseguradora ${idAseguradora}`);
  return p;
};

const nombreAseguradora = (ctx: ContextoCotizacion, id: number) =>
  ctx.aseguradoras.find((a) => a.id === id)?.nombre ?? `Aseguradora ${id}`;

/**
 * Every field error of a request, before pricing: sum insured > 0, imaginary benefit (when the context
 * carries the maximum), fiscal condition of the policy country, and — against EACH insurer that would be
 * quoted — the commercial lever, payment form and instalments. When more than one insurer is quoted the
 * insurer's name is appended, so a value valid for one insurer and not another is rejected: the client
 * should send null (= each insurer's default) when quoting all coverages and the chosen value when
 * re-pricing one (`CoberturaId`).
 */
export const validarCotizacion = (r: Solicitud, ctx: ContextoCotizacion): ErroresCampo => {
  const errores: ErroresCampo = {};
  if (!(sumaAseguradaDeSolicitud(r) > 0)) errores.SumaAsegurada = 'La suma asegurada debe ser mayor a 0';
  if (ctx.beneficioImaginarioMaximo !== undefined) {
    const e = validarBeneficioImaginario(r.BeneficioImaginario, ctx.beneficioImaginarioMaximo);
    if (e) errores.BeneficioImaginario = e;
  }
  if (ctx.mostrarKm && !presente(r.Km)) errores.Km = 'Requerido';
  if (!esCondicionFiscalValida(ctx.paisPolizaId, r.CondicionFiscal))
    errores.CondicionFiscal = 'La condición fiscal no corresponde al país de la póliza';
  const aseguradoras = [...new Set(coberturasACotizar(r, ctx.coberturas).map((c) => c.idAseguradora))];
  for (const id of aseguradoras) {
    const p = parametrosDe(ctx, id);
    const propios = {
      ...validarComercial(r, p, ctx.comercialEditable),
      ...validarDescuento(r, p, ctx.comercialEditable),
      ...validarPago(r, p),
    };
    for (const [campo, mensaje] of Object.entries(propios))
      errores[campo] ??= aseguradoras.length > 1 ? `${mensaje} (${nombreAseguradora(ctx, id)})` : mensaje;
  }
  return errores;
};

// ---------------------------------------------------------------------------------------------
// Rules: compiled once per coverage object
// ---------------------------------------------------------------------------------------------

/** The request values rules are evaluated against (sum insured already computed). */
export interface Valores {
  mercaderiaId: number;
  transporteId: number;
  operacionId: number;
  origenId: number;
  destinoId: number;
  km: number | null;
  sumaAsegurada: number;
  esMercaderiaUsada: boolean;
  continuacionViaje: boolean;
  monedaId: number;
}

interface ReglaCompilada {
  regla: Regla;
  cumple: (v: Valores) => boolean;
  texto: string;
}

const ETIQUETAS: Record<string, string> = {
  mercaderiaId: 'Mercadería',
  transporteId: 'Transporte',
  operacionId: 'Operación',
  origenId: 'Origen',
  destinoId: 'Destino',
  km: 'Distancia',
  sumaAsegurada: 'Suma asegurada',
};

const nombreValor = (campo: string, id: number): string => {
  switch (campo) {
    case 'mercaderiaId':
      return nombreMercaderia(id);
    case 'transporteId':
      return nombreTransporte(id);
    case 'operacionId':
      return nombreOperacion(id);
    case 'origenId':
    case 'destinoId':
      return nombrePais(id);
    case 'km':
      return nombreBandaKm(id);
    default:
      return String(id);
  }
};

const lista = (xs: string[]) => (xs.length === 1 ? xs[0]! : `${xs.slice(0, -1).join(', ')} o ${xs[xs.length - 1]!}`);

/** The condition as readable Spanish text, for the trace. */
export const textoCondicion = (c: Condicion, monedaId?: number): string => {
  let t: string;
  if ('siempre' in c) t = 'Siempre';
  else if ('en' in c) t = `${ETIQUETAS[c.campo]} es ${lista(c.en.map((id) => nombreValor(c.campo, id)))}`;
  else if ('es' in c) {
    if (c.campo === 'esMercaderiaUsada') t = c.es ? 'Mercadería usada' : 'Mercadería nueva';
    else t = c.es ? 'Continuación de viaje' : 'Sin continuación de viaje';
  } else {
    const fmt = c.campo === 'sumaAsegurada' ? formatearDinero : formatearNumero;
    const partes: string[] = [];
    if (c.desde !== undefined) partes.push(`desde ${fmt(c.desde)}`);
    if (c.hasta !== undefined) partes.push(`menor a ${fmt(c.hasta)}`);
    t = `${ETIQUETAS[c.campo]} ${partes.join(' y ')}`;
  }
  return monedaId === undefined ? t : `${t} (en ${codigoMoneda(monedaId)})`;
};

const compilarCondicion = (c: Condicion): ((v: Valores) => boolean) => {
  if ('siempre' in c) return () => true;
  if ('en' in c) {
    const set = new Set(c.en);
    const campo = c.campo;
    return (v) => {
      const x = v[campo];
      return x !== null && set.has(x);
    };
  }
  if ('es' in c) {
    const { campo, es } = c;
    return (v) => v[campo] === es;
  }
  const { campo } = c;
  const desde = c.desde ?? -Infinity;
  const hasta = c.hasta ?? Infinity;
  return (v) => {
    const x = v[campo];
    return x !== null && x >= desde && x < hasta;
  };
};

const compiladas = new WeakMap<Cobertura, ReglaCompilada[]>();

const reglasDe = (c: Cobertura): ReglaCompilada[] => {
  let rs = compiladas.get(c);
  if (!rs) {
    rs = c.configuracion.reglas
      .map((regla, i) => ({ regla, i }))
      .sort((a, b) => a.regla.orden - b.regla.orden || a.i - b.i)
      .map(({ regla }) => ({
        regla,
        cumple: compilarCondicion(regla.condicion),
        texto: textoCondicion(regla.condicion, regla.monedaId),
      }));
    compiladas.set(c, rs);
  }
  return rs;
};

// ---------------------------------------------------------------------------------------------
// Pricing
// ---------------------------------------------------------------------------------------------

const $ = formatearDinero;
const n = formatearNumero;

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

const medidasRequeridas = (c: Cobertura, sa: number, mercaderiaId: number, monedaId: number) => {
  const out: { nombre: string }[] = [];
  for (const m of c.medidasSeguridad) {
    const desde = m.desdeSumaAsegurada[String(monedaId)];
    if (desde === undefined || sa < desde) continue;
    if (m.mercaderiaIds && !m.mercaderiaIds.includes(mercaderiaId)) continue;
    if (!out.some((x) => x.nombre === m.nombre)) out.push({ nombre: m.nombre });
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
      idAseguradora: c.idAseguradora,
      aseguradora: nombreAseguradora(ctx, c.idAseguradora),
      idMoneda: r.MonedaId,
      urlCondiciones: rutaCondiciones(c.id),
      resumenes: [...c.resumenes],
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
    deducibles: c.deducibles.map((d) => ({ ...d })),
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
