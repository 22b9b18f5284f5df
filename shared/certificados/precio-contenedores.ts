/**
 * Price of a container certificate under a floating policy of the containers line (issue 12), from
 * the issuer's container condition for the policy (or endorsement). Pure, recomputed by the server.
 *
 * ## What each rate is
 *
 * A rate of the condition (`tasaVenta.contenedores[]`, one per container type) carries two amounts
 * per container, in the policy's currency:
 * - `prima`: the cover of the container itself for the certificate's whole period (trip start to its
 *   return), a flat amount per container and certificate;
 * - `primaTransporte`: the cover of the transport leg (trip start to trip end), also per container.
 * Every certificate has both a period and a leg, so both always apply.
 *
 * A condition that does not differentiate by type stores ONE rate (the issuer form's
 * `tasaVentaDefault`, see shared/emisores/formulario.ts): it prices every type. One that
 * differentiates stores one rate per type; a type it does not list has no price, which is a field
 * error on `contenedores` (the screen offers only the priced types), not an excess an insurer could
 * approve: there would be no amount to approve.
 *
 * ## Formulas (r2 at each traced step)
 *
 *   for each line (type t, cantidad k):  r2(k × prima_t) and r2(k × primaTransporte_t)
 *   subtotal = Σ of those lines
 *   prima    = subtotal raised to premioMinimo (when > 0) and capped at premioMaximo (when > 0); when
 *              the minimum is above the maximum the maximum wins (the cap is the insurer's limit)
 *   precioFinal = prima: container conditions carry no markup; both are returned because the grid
 *              shows both columns (behind different permissions).
 * The condition's `premio` (suggested) is a reference for the screen.
 */
import type { CondicionContenedores } from '#shared/contract/schemas/emisor.ts';
import { TIPOS_CONTENEDOR } from '#shared/catalogos/data.ts';
import { esFechaReal } from '#shared/validators/fecha.ts';
import { mensajes } from '#shared/validators/messages.ts';
import { formatearDinero as $, formatearNumero, redondear as r2 } from '#shared/viajes-especificos/redondeo.ts';
import {
  type Calculo,
  CertificadoRechazadoError,
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

/** At most this many containers of one type in a certificate: a trip, not a fleet. */
export const MAX_CONTENEDORES_POR_TIPO = 10_000;

export type CondicionContenedoresPrecio = Pick<CondicionContenedores, 'tasaVenta' | 'premioMinimo' | 'premioMaximo' | 'premio'>;

export interface ViajeContenedores {
  /** 'yyyy-mm-dd': start of the trip, end of the trip, return of the containers. */
  fechaSalida: string;
  fechaLlegada: string;
  fechaDevolucion: string;
}

export interface EntradaContenedores {
  poliza: PolizaPrecio;
  endosoId?: number | null;
  /** The issuer's container condition for the policy; null when it has none (refused). */
  condicion: CondicionContenedoresPrecio | null;
  viaje: ViajeContenedores;
  /** Container type (catalogue id) and how many; each type once. */
  contenedores: readonly { idTipo: number; cantidad: number }[];
  hoy: string;
}

export interface LineaContenedores {
  idTipo: number;
  cantidad: number;
  /** The rate used (per container) and whether it is the condition's single default rate. */
  prima: number;
  primaTransporte: number;
  porDefecto: boolean;
  /** r2(cantidad × prima) and r2(cantidad × primaTransporte). */
  montoPrima: number;
  montoTransporte: number;
}

export interface ResultadoContenedores {
  moneda: { id: number; simbolo: string };
  lineas: LineaContenedores[];
  /** Σ of the lines, before the condition's bounds. */
  subtotal: number;
  /** The insurer's premium, within [premioMinimo, premioMaximo] (0 = no bound). */
  prima: number;
  /** What the client pays (= prima: no markup on containers). */
  precioFinal: number;
  premioSugerido: number;
  calculo: Calculo;
  validaciones: Validacion[];
  requiereAprobacion: boolean;
}

const nombreTipo = (id: number) => TIPOS_CONTENEDOR.find((t) => t.id === id)?.nombre ?? `tipo ${id}`;

/** The rate of a type: the single default one, or the type's own; undefined when not priced. */
const tasaDe = (c: CondicionContenedoresPrecio, idTipo: number) => {
  const tasas = c.tasaVenta.contenedores;
  if (tasas.length === 1) return { ...tasas[0]!, porDefecto: true };
  const propia = tasas.find((t) => t.idTipo === idTipo);
  return propia && { ...propia, porDefecto: false };
};

const errorDia = (x: string, campo: string) =>
  esFechaReal(x) ? null : x.trim() === '' ? mensajes.requerido(campo) : mensajes.invalido(campo);

/** Field errors of the trip's dates: each a day, the end after the start, the return after the end. */
export const erroresViajeContenedores = (v: ViajeContenedores): ErroresCampo => {
  const errores: ErroresCampo = {};
  const salida = errorDia(v.fechaSalida, 'inicio del viaje');
  const llegada = errorDia(v.fechaLlegada, 'fin del viaje');
  const devolucion = errorDia(v.fechaDevolucion, 'fecha de devolución');
  if (salida) errores.fechaSalida = salida;
  if (llegada) errores.fechaLlegada = llegada;
  else if (!salida && v.fechaLlegada <= v.fechaSalida)
    errores.fechaLlegada = 'La fecha de fin del viaje debe ser posterior a la de inicio';
  if (devolucion) errores.fechaDevolucion = devolucion;
  else if (!llegada && v.fechaDevolucion <= v.fechaLlegada)
    errores.fechaDevolucion = 'La fecha de devolución debe ser posterior a la de fin del viaje';
  return errores;
};

/** Field errors of a container quote (400). The condition must be present (checked before). */
export const validarContenedores = (e: EntradaContenedores, c: CondicionContenedoresPrecio): ErroresCampo => {
  const errores = erroresViajeContenedores(e.viaje);
  const endoso = errorEndoso(e.poliza, e.endosoId);
  if (endoso) errores.endosoId = endoso;
  const tipos = e.contenedores.map((x) => x.idTipo);
  const sinTasa = tipos.filter((id) => !tasaDe(c, id));
  if (e.contenedores.length === 0) errores.contenedores = mensajes.requerido('contenedores');
  else if (new Set(tipos).size !== tipos.length) errores.contenedores = 'Hay un tipo de contenedor repetido';
  else if (e.contenedores.some((x) => !Number.isInteger(x.cantidad) || x.cantidad < 1 || x.cantidad > MAX_CONTENEDORES_POR_TIPO))
    errores.contenedores = `La cantidad de cada tipo debe estar entre 1 y ${formatearNumero(MAX_CONTENEDORES_POR_TIPO)}`;
  else if (sinTasa.length > 0)
    errores.contenedores = `El emisor no tiene tasa para ${sinTasa.length > 1 ? 'los tipos' : 'el tipo'} de contenedor ${sinTasa.map(nombreTipo).join(', ')}`;
  return errores;
};

/**
 * Price a container certificate. Throws `CertificadoRechazadoError` for an annulled policy, one of
 * the transport line or an issuer without a container condition (409), `SolicitudInvalidaError` with
 * the field errors (400). Excess validations: 560–563 (tipos.ts).
 */
export const cotizarContenedores = (e: EntradaContenedores): ResultadoContenedores => {
  rechazosDePoliza(e.poliza, 'contenedores');
  const c = e.condicion;
  if (!c) throw new CertificadoRechazadoError('sinCondicionContenedores');
  const errores = validarContenedores(e, c);
  if (!sinErrores(errores)) throw new SolicitudInvalidaError(errores);

  const calc = new Traza(0);
  const lineas: LineaContenedores[] = [];
  let v = 0;
  for (const { idTipo, cantidad } of e.contenedores) {
    const t = tasaDe(c, idTipo)!;
    const condicion = t.porDefecto ? 'Tasa por defecto (sin diferenciar por tipo)' : `Tasa del tipo ${nombreTipo(idTipo)}`;
    const montoPrima = r2(cantidad * t.prima);
    let antes = v;
    v = r2(v + montoPrima);
    calc.paso({
      grupo: 'Contenedores',
      concepto: `Prima por contenedor ${nombreTipo(idTipo)}`,
      condicion,
      tipoOperacion: 'sumar',
      valorOperacion: t.prima,
      grupoOperacion: `${$(antes)} + ${cantidad} × ${$(t.prima)} = ${$(v)}`,
      resultado: v,
    });
    const montoTransporte = r2(cantidad * t.primaTransporte);
    antes = v;
    v = r2(v + montoTransporte);
    calc.paso({
      grupo: 'Transporte',
      concepto: `Prima de transporte por contenedor ${nombreTipo(idTipo)}`,
      condicion,
      tipoOperacion: 'sumar',
      valorOperacion: t.primaTransporte,
      grupoOperacion: `${$(antes)} + ${cantidad} × ${$(t.primaTransporte)} = ${$(v)}`,
      resultado: v,
    });
    lineas.push({
      idTipo,
      cantidad,
      prima: t.prima,
      primaTransporte: t.primaTransporte,
      porDefecto: t.porDefecto,
      montoPrima,
      montoTransporte,
    });
  }
  const subtotal = v;
  if (c.premioMinimo > 0) {
    const antes = v;
    v = r2(Math.max(v, c.premioMinimo));
    calc.paso({
      grupo: 'Premio mínimo',
      concepto: 'Premio mínimo del emisor',
      condicion: v > antes ? 'El subtotal es menor al mínimo: se lleva al mínimo' : 'El subtotal alcanza el mínimo',
      tipoOperacion: 'minimo',
      valorOperacion: c.premioMinimo,
      grupoOperacion: textoMinimo(antes, c.premioMinimo, v),
      resultado: v,
    });
  }
  if (c.premioMaximo > 0) {
    const antes = v;
    v = r2(Math.min(v, c.premioMaximo));
    calc.paso({
      grupo: 'Premio máximo',
      concepto: 'Premio máximo del emisor',
      condicion: v < antes ? 'El subtotal supera el máximo: se lleva al máximo' : 'El subtotal no supera el máximo',
      tipoOperacion: 'maximo',
      valorOperacion: c.premioMaximo,
      grupoOperacion: `mín(${$(antes)}; máximo ${$(c.premioMaximo)}) = ${$(v)}`,
      resultado: v,
    });
  }
  const prima = v;
  const validaciones = validacionesVigencia(e.poliza, e.endosoId, e.viaje.fechaSalida, e.hoy, e.viaje.fechaDevolucion);
  return {
    moneda: { id: e.poliza.moneda.id, simbolo: e.poliza.moneda.simbolo },
    lineas,
    subtotal,
    prima,
    precioFinal: prima,
    premioSugerido: c.premio,
    calculo: calc.cerrar({ Subtotal: subtotal, Prima: prima, 'Precio final': prima }, prima),
    validaciones,
    requiereAprobacion: validaciones.length > 0,
  };
};
