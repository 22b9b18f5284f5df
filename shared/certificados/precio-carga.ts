/**
 * Price of a cargo certificate: one shipment declared under a client's floating policy (issue 12).
 * Pure: the handler reads the policy, the client's terms and the issuer's condition, and recomputes
 * this on every write; a price sent by the browser is never used.
 *
 * ## Formulas (r2 = round half away from zero to 2 decimals, applied at each traced step)
 *
 * 1. Sum insured, as the specific-trip flow (suma-asegurada.ts):
 *      SA = r2((valor + demasGastos + flete) × (1 + beneficioImaginario/100))   new goods
 *      SA = r2(valor + demasGastos + flete)                                       used goods
 * 2. Prima, the insurer's premium, from the client's terms on the policy (the policy's own tasa and
 *    prima mínima when the client has none). tasa is PERCENT of the sum insured:
 *      prima = r2(max(r2(SA × tasa / 100), primaMinima))
 * 3. Markup, the issuer's margin (its transport condition for the policy): m percent, the user's
 *    value or the suggested one, within [markupMinimo, markupMaximo] (outside = field error, never
 *    clamped). Assigned to 'SumaAsegurada' it is a rate over the sum insured, to 'Prima' a share of
 *    the premium:
 *      markup = r2(SA × m / 100)     or     markup = r2(prima × m / 100)
 *      v = r2(prima + markup)
 * 4. The issuer's sale rate (tasaVenta.valor, percent of SA, and tasaVenta.primaMinima) is the least
 *    it sells the cover for (premium + markup), traced only when either is above 0:
 *      v = r2(max(v, r2(SA × tasaVenta / 100), tasaVenta.primaMinima))
 * 5. The issuer's extra charges (tasaVenta.primaCargosExtra, a fixed amount), when above 0:
 *      v = r2(v + cargosExtra)
 * 6. The issuer's minimum price (premioMinimo), when above 0:  precioFinal = r2(max(v, premioMinimo))
 *    premioSugerido is returned as a reference for the screen; it does not enter the price.
 *
 * Without an issuer condition the certificate is sold at the premium: markup 0 (bounds [0, 0]), no
 * sale rate, charges or minimum price; precioFinal = prima.
 *
 * The intermediary's share (terms' tasaIntermediario, percent of SA, and primaMinimaIntermediario)
 * is a commission carved OUT of the premium, never added to the price: the client pays the same with
 * or without an intermediary, the insurer keeps prima − share.
 *      share = r2(min(max(r2(SA × tasaIntermediario / 100), primaMinimaIntermediario), prima))
 * Its trace lines come last, in group 'Intermediario', and do not feed the price chain.
 *
 * Every step is monotone non-decreasing in SA, so is the price.
 */
import type { CondicionTransporte } from '#shared/contract/schemas/emisor.ts';
import type { AsignacionMarkup } from '#shared/emisores/reglas.ts';
import type { TerminosCliente } from '#shared/clientes/terminos.ts';
import { esFechaReal } from '#shared/validators/fecha.ts';
import { mensajes } from '#shared/validators/messages.ts';
import { CODIGOS_EXCESO } from '#shared/viajes-especificos/validaciones.ts';
import { codigoMoneda, nombreMercaderia, nombrePais, nombreTransporte } from '#shared/viajes-especificos/nombres.ts';
import { formatearDinero as $, formatearNumero as n, redondear as r2 } from '#shared/viajes-especificos/redondeo.ts';
import {
  calcularSumaAsegurada,
  type ComponentesSumaAsegurada,
  validarBeneficioImaginario,
} from '#shared/viajes-especificos/suma-asegurada.ts';
import {
  type Calculo,
  type ErroresCampo,
  errorEndoso,
  type PolizaPrecio,
  rechazosDePoliza,
  SolicitudInvalidaError,
  sinErrores,
  textoMinimo,
  Traza,
  type Validacion,
  validacionesVigencia,
} from './tipos.ts';

/** The shipment as declared (ids of the tenant's catalogues). */
export interface Embarque {
  /** Invoice value, other expenses, freight (>= 0, policy currency), imaginary profit % and new/used. */
  componentes: ComponentesSumaAsegurada;
  /** One or more transport modes (ids of the transport catalogue), no repeats. */
  transporteIds: readonly number[];
  mercaderiaId: number;
  origenId: number;
  destinoId: number;
  /** 'yyyy-mm-dd'. */
  fechaSalida: string;
}

export type TerminosPrecio = Pick<TerminosCliente, 'tasa' | 'primaMinima' | 'tasaIntermediario' | 'primaMinimaIntermediario'>;
export type CondicionTransportePrecio = Pick<
  CondicionTransporte,
  'tasaVenta' | 'asignacion' | 'markup' | 'markupMinimo' | 'markupMaximo' | 'premioMinimo' | 'premioSugerido'
>;

export interface EntradaCarga {
  poliza: PolizaPrecio;
  /** The endorsement the certificate goes under, when one is chosen. */
  endosoId?: number | null;
  /** The client's terms on the policy (`terminosDe`); null when the policy is not associated with it. */
  terminos: TerminosPrecio | null;
  /** The issuer's transport condition for the policy (or endorsement); null when it has none. */
  condicion: CondicionTransportePrecio | null;
  embarque: Embarque;
  /** The markup the user chose, percent; absent or null = the condition's suggested one. */
  markup?: number | null;
  /** Today, 'yyyy-mm-dd', in the tenant's time zone. */
  hoy: string;
  /** When given (`beneficioImaginarioMaximo` of suma-asegurada.ts), the imaginary profit is checked against it. */
  beneficioImaginarioMaximo?: number;
}

export interface ResultadoCarga {
  moneda: { id: number; simbolo: string };
  sumaAsegurada: number;
  /** The rate and minimum the premium used, and where they came from. */
  tasa: { valor: number; primaMinima: number; origen: 'cliente' | 'poliza' };
  /** The insurer's premium (policy currency). */
  prima: number;
  /** The markup applied: percent, amount and the condition's bounds (all 0 without a condition). */
  markup: {
    porcentaje: number;
    asignacion: AsignacionMarkup;
    monto: number;
    sugerido: number;
    minimo: number;
    maximo: number;
  };
  cargosExtra: number;
  /** What the client pays. */
  precioFinal: number;
  /** The condition's suggested price, a reference for the screen (null without a condition). */
  premioSugerido: number | null;
  /** The intermediary's commission out of the premium; null when the terms name none. */
  intermediario: { tasa: number; primaMinima: number; monto: number; primaNetaAseguradora: number } | null;
  calculo: Calculo;
  /** Excess validations (code order): any one sends the certificate to approval (state 5). */
  validaciones: Validacion[];
  requiereAprobacion: boolean;
}

const COMPONENTES = ['valor', 'demasGastos', 'flete', 'beneficioImaginario'] as const;

const markupElegido = (e: EntradaCarga) => e.markup ?? e.condicion?.markup ?? 0;

/** Field errors of a cargo quote (the API answers 400 with them). */
export const validarCarga = (e: EntradaCarga): ErroresCampo => {
  const errores: ErroresCampo = {};
  const { embarque: b, condicion: c } = e;
  for (const k of COMPONENTES) {
    const x = b.componentes[k];
    if (!Number.isFinite(x) || x < 0) errores[k] = 'Debe ser mayor o igual a 0';
  }
  if (e.beneficioImaginarioMaximo !== undefined && !errores.beneficioImaginario) {
    const bi = validarBeneficioImaginario(b.componentes.beneficioImaginario, e.beneficioImaginarioMaximo);
    if (bi) errores.beneficioImaginario = bi;
  }
  if (sinErrores(errores) && !(calcularSumaAsegurada(b.componentes) > 0))
    errores.sumaAsegurada = 'La suma asegurada debe ser mayor a 0';
  if (b.transporteIds.length === 0) errores.transporteIds = mensajes.requerido('medio de transporte');
  else if (new Set(b.transporteIds).size !== b.transporteIds.length)
    errores.transporteIds = 'Hay un medio de transporte repetido';
  if (!esFechaReal(b.fechaSalida)) errores.fechaSalida = mensajes.invalido('fecha de salida');
  const endoso = errorEndoso(e.poliza, e.endosoId);
  if (endoso) errores.endosoId = endoso;
  const m = markupElegido(e);
  if (!c) {
    if (m !== 0) errores.markup = 'El emisor no tiene condición comercial para esta póliza: el markup debe ser 0 %';
  } else if (!(Number.isFinite(m) && m >= c.markupMinimo && m <= c.markupMaximo))
    errores.markup = `El markup debe estar entre ${n(c.markupMinimo)} % y ${n(c.markupMaximo)} %`;
  return errores;
};

/** Excess validations of a shipment (codes 500, 501, 510, 521, 540 and 560–562), in code order. */
export const validacionesCarga = (e: EntradaCarga, sumaAsegurada: number): Validacion[] => {
  const { poliza: p, embarque: b } = e;
  const v: Validacion[] = [];
  const ex = p.exclusiones;
  if (ex?.paises.includes(b.origenId))
    v.push({
      codigo: CODIGOS_EXCESO.paisOrigenProhibido,
      mensaje: `El país de origen (${nombrePais(b.origenId)}) está excluido de la póliza.`,
    });
  if (ex?.paises.includes(b.destinoId))
    v.push({
      codigo: CODIGOS_EXCESO.paisDestinoProhibido,
      mensaje: `El país de destino (${nombrePais(b.destinoId)}) está excluido de la póliza.`,
    });
  if (ex?.mercaderias.includes(b.mercaderiaId))
    v.push({
      codigo: CODIGOS_EXCESO.mercaderiaProhibida,
      mensaje: `El tipo de mercadería (${nombreMercaderia(b.mercaderiaId)}) está excluido de la póliza.`,
    });
  for (const t of b.transporteIds) {
    const limite = p.limitesPorEmbarque.find((l) => l.transporteId === t)?.limite;
    if (limite !== undefined && sumaAsegurada > limite)
      v.push({
        codigo: CODIGOS_EXCESO.sumaAseguradaExcedeLimite,
        mensaje: `La suma asegurada supera el límite por embarque de ${codigoMoneda(p.moneda.id)} ${$(limite)} para transporte ${nombreTransporte(t).toLowerCase()}.`,
      });
  }
  v.push(...validacionesVigencia(p, e.endosoId, b.fechaSalida, e.hoy));
  return v;
};

/**
 * Price a cargo certificate. Throws `CertificadoRechazadoError` for an annulled policy or one of the
 * containers line (409), `SolicitudInvalidaError` with the field errors of `validarCarga` (400).
 */
export const cotizarCarga = (e: EntradaCarga): ResultadoCarga => {
  rechazosDePoliza(e.poliza, 'transporte');
  const errores = validarCarga(e);
  if (!sinErrores(errores)) throw new SolicitudInvalidaError(errores);
  const { poliza: p, terminos: t, condicion: c } = e;

  const sa = calcularSumaAsegurada(e.embarque.componentes);
  const calc = new Traza(sa);
  // formatted once: the trace repeats them and formatting is most of a price's time
  const saTxt = $(sa);

  // 2. Premium
  const tasa = t
    ? { valor: t.tasa, primaMinima: t.primaMinima, origen: 'cliente' as const }
    : {
        valor: p.tasa,
        primaMinima: p.primaMinima,
        origen: 'poliza' as const,
      };
  const propia = t !== null;
  const porTasa = r2((sa * tasa.valor) / 100);
  calc.paso({
    grupo: 'Prima',
    concepto: propia ? 'Tasa del cliente' : 'Tasa de la póliza',
    condicion: propia
      ? `Términos del cliente en la póliza ${p.numero}`
      : `El cliente no tiene términos propios en la póliza ${p.numero}`,
    tipoOperacion: 'tasa',
    valorOperacion: tasa.valor,
    grupoOperacion: `${saTxt} × ${n(tasa.valor)} % = ${$(porTasa)}`,
    resultado: porTasa,
  });
  const prima = r2(Math.max(porTasa, tasa.primaMinima));
  const primaTxt = $(prima);
  calc.paso({
    grupo: 'Prima',
    concepto: propia ? 'Prima mínima del cliente' : 'Prima mínima de la póliza',
    condicion: 'Siempre',
    tipoOperacion: 'minimo',
    valorOperacion: tasa.primaMinima,
    grupoOperacion: textoMinimo(porTasa, tasa.primaMinima, prima),
    resultado: prima,
  });

  // 3. Markup
  const pct = markupElegido(e);
  const asignacion: AsignacionMarkup = c?.asignacion ?? 'SumaAsegurada';
  const sobreSA = asignacion === 'SumaAsegurada';
  const base = sobreSA ? sa : prima;
  const montoMarkup = r2((base * pct) / 100);
  let v = r2(prima + montoMarkup);
  calc.paso({
    grupo: 'Markup',
    concepto: `Markup ${n(pct)} % sobre la ${sobreSA ? 'suma asegurada' : 'prima'}`,
    condicion: !c
      ? 'El emisor no tiene condición comercial de transporte para esta póliza'
      : e.markup === null || e.markup === undefined
        ? 'Markup sugerido del emisor'
        : `Elegido entre ${n(c.markupMinimo)} % y ${n(c.markupMaximo)} %`,
    tipoOperacion: sobreSA ? 'tasa' : 'porcentaje',
    valorOperacion: pct,
    grupoOperacion: `${primaTxt} + ${sobreSA ? saTxt : primaTxt} × ${n(pct)} % (${$(montoMarkup)}) = ${$(v)}`,
    resultado: v,
  });

  // 4–6. The issuer's sale rate, extra charges and minimum price
  let cargosExtra = 0;
  if (c) {
    const tv = c.tasaVenta;
    if (tv.valor > 0 || tv.primaMinima > 0) {
      const antes = v;
      const venta = r2((sa * tv.valor) / 100);
      v = r2(Math.max(v, venta, tv.primaMinima));
      calc.paso({
        grupo: 'Tasa de venta',
        concepto: `Tasa de venta del emisor ${n(tv.valor)} %`,
        condicion: 'Prima y markup nunca por debajo de la venta mínima del emisor',
        tipoOperacion: 'minimo',
        valorOperacion: Math.max(venta, tv.primaMinima),
        grupoOperacion: `máx(${$(antes)}; ${saTxt} × ${n(tv.valor)} % = ${$(venta)}; mínimo ${$(tv.primaMinima)}) = ${$(v)}`,
        resultado: v,
      });
    }
    if (tv.primaCargosExtra > 0) {
      cargosExtra = tv.primaCargosExtra;
      const antes = v;
      v = r2(v + cargosExtra);
      calc.paso({
        grupo: 'Cargos extra',
        concepto: 'Cargos extra del emisor',
        condicion: 'Siempre',
        tipoOperacion: 'sumar',
        valorOperacion: cargosExtra,
        grupoOperacion: `${$(antes)} + ${$(cargosExtra)} = ${$(v)}`,
        resultado: v,
      });
    }
    if (c.premioMinimo > 0) {
      const antes = v;
      v = r2(Math.max(v, c.premioMinimo));
      calc.paso({
        grupo: 'Premio mínimo',
        concepto: 'Premio mínimo del emisor',
        condicion: 'Siempre',
        tipoOperacion: 'minimo',
        valorOperacion: c.premioMinimo,
        grupoOperacion: textoMinimo(antes, c.premioMinimo, v),
        resultado: v,
      });
    }
  }
  const precioFinal = v;

  // The intermediary's share, out of the premium (outside the price chain)
  let intermediario: ResultadoCarga['intermediario'] = null;
  if (t && (t.tasaIntermediario !== null || t.primaMinimaIntermediario !== null)) {
    const ti = t.tasaIntermediario ?? 0;
    const pmi = t.primaMinimaIntermediario ?? 0;
    const porTasaI = r2((sa * ti) / 100);
    const monto = r2(Math.min(Math.max(porTasaI, pmi), prima));
    calc.paso({
      grupo: 'Intermediario',
      concepto: `Participación del intermediario ${n(ti)} %`,
      condicion: 'Sale de la prima: no cambia el precio final',
      tipoOperacion: 'tasa',
      valorOperacion: ti,
      grupoOperacion: `mín(máx(${saTxt} × ${n(ti)} % = ${$(porTasaI)}; mínimo ${$(pmi)}); prima ${primaTxt}) = ${$(monto)}`,
      resultado: monto,
    });
    intermediario = { tasa: ti, primaMinima: pmi, monto, primaNetaAseguradora: r2(prima - monto) };
  }

  const validaciones = validacionesCarga(e, sa);
  const resultados: Record<string, number> = {
    'Suma asegurada': sa,
    Prima: prima,
    Markup: montoMarkup,
    'Cargos extra': cargosExtra,
    'Precio final': precioFinal,
  };
  if (intermediario) {
    resultados['Participación del intermediario'] = intermediario.monto;
    resultados['Prima neta de la aseguradora'] = intermediario.primaNetaAseguradora;
  }
  return {
    moneda: { id: p.moneda.id, simbolo: p.moneda.simbolo },
    sumaAsegurada: sa,
    tasa,
    prima,
    markup: {
      porcentaje: pct,
      asignacion,
      monto: montoMarkup,
      sugerido: c?.markup ?? 0,
      minimo: c?.markupMinimo ?? 0,
      maximo: c?.markupMaximo ?? 0,
    },
    cargosExtra,
    precioFinal,
    premioSugerido: c ? c.premioSugerido : null,
    intermediario,
    calculo: calc.cerrar(resultados, precioFinal),
    validaciones,
    requiereAprobacion: validaciones.length > 0,
  };
};
