import {
  CFDI_MENSAJE,
  CODIGO_POSTAL_MENSAJE,
  diasDeCreditoError,
  esCodigoPostalValido,
  esRegimenPermitido,
  esUsoCfdiPermitido,
  REGIMEN_MENSAJE,
  RFC_MENSAJES,
  rfcError,
} from '../fiscal/mexico.ts';
import { formatearNumero as n } from '../viajes-especificos/redondeo.ts';

/** Bounds of an issuer's lists: a form of a person, not a bulk import. */
export const MAX_SUCURSALES = 50;
export const MAX_VENDEDORES = 50;
export const MAX_CONDICIONES = 100;
export const MAX_TIPOS_CONTENEDOR_POR_CONDICION = 20;

/** Spec 1 §3.2: the markup is assigned to the insured sum (default) or to the premium. */
export const ASIGNACIONES_MARKUP = ['SumaAsegurada', 'Prima'] as const;
export type AsignacionMarkup = (typeof ASIGNACIONES_MARKUP)[number];

/** Spec 1 §3.2: the assignment is shown with its camel case split into words ('SumaAsegurada' → 'Suma Asegurada'). */
export const etiquetaCamelCase = (valor: string): string => valor.replace(/([a-záéíóúñ\d])([A-ZÁÉÍÓÚÑ])/g, '$1 $2');

/** A percentage an issuer accepts between two bounds, both included. */
export interface RangoPorcentaje {
  minimo: number;
  maximo: number;
}

/**
 * The producer's commission an issuer stores (spec 1 §2.4, §3.2; spec 2 §269: 10 to 30 by default),
 * in percent. These are the defaults only: the certificates of issue 12 narrow them by the insurer's
 * parameters (comisionMinimaProductor, comisionMaximaProductor) when they read the issuer's values.
 */
export const COMISION_PRODUCTOR: RangoPorcentaje = { minimo: 10, maximo: 30 };

/**
 * The variable extra premium an issuer stores (spec 2 §269: 0 to 10), in percent. Like the commission,
 * a default the certificates of issue 12 narrow by the insurer's recargoMinimoProductor and
 * recargoMaximoProductor.
 */
export const EXTRA_PRIMA_VARIABLE: RangoPorcentaje = { minimo: 0, maximo: 10 };

/** The message of a percentage out of its range, the same in the form and in the API's 400. */
export const mensajeFueraDeRango = (r: RangoPorcentaje) => `Debe estar entre ${r.minimo} y ${r.maximo}`;

/** Whether a percentage is inside its range (bounds included). */
export const enRango = (valor: number, r: RangoPorcentaje) => valor >= r.minimo && valor <= r.maximo;

type ErrorCampo<C> = { path: keyof C & string; message: string };

const sugeridoFuera = (sugerido: number, minimo: number, maximo: number | null, unidad = '') =>
  maximo === null
    ? sugerido < minimo
      ? 'El premio sugerido debe ser mayor o igual al premio mínimo'
      : null
    : sugerido < minimo || sugerido > maximo
      ? `El ${unidad ? 'markup' : 'premio'} sugerido debe estar entre ${n(minimo)}${unidad} y ${n(maximo)}${unidad}`
      : null;

/**
 * A transport condition's bounds must agree (issue 27): the markup's maximum not under its minimum,
 * the suggested markup between them (every quote without a markup of its own takes it), and a
 * suggested premium (0: none) not under the minimum premium the price never goes below.
 */
export const erroresCondicionTransporte = <
  C extends { markup: number; markupMinimo: number; markupMaximo: number; premioMinimo: number; premioSugerido: number },
>(
  c: C,
): ErrorCampo<C>[] => {
  const errores: ErrorCampo<C>[] = [];
  if (c.markupMaximo < c.markupMinimo)
    errores.push({ path: 'markupMaximo', message: 'El markup máximo debe ser mayor o igual al markup mínimo' });
  else {
    const markup = sugeridoFuera(c.markup, c.markupMinimo, c.markupMaximo, ' %');
    if (markup) errores.push({ path: 'markup', message: markup });
  }
  const premio = c.premioSugerido > 0 ? sugeridoFuera(c.premioSugerido, c.premioMinimo, null) : null;
  if (premio) errores.push({ path: 'premioSugerido', message: premio });
  return errores;
};

/**
 * A container condition's premiums must agree: a maximum (0: none) not under the minimum, and the
 * suggested premium (0: none) between them.
 */
export const erroresCondicionContenedores = <C extends { premio: number; premioMinimo: number; premioMaximo: number }>(
  c: C,
): ErrorCampo<C>[] => {
  const maximo = c.premioMaximo > 0 ? c.premioMaximo : null;
  if (maximo !== null && maximo < c.premioMinimo)
    return [{ path: 'premioMaximo', message: 'El premio máximo debe ser mayor o igual al premio mínimo' }];
  const premio = c.premio > 0 ? sugeridoFuera(c.premio, c.premioMinimo, maximo) : null;
  return premio ? [{ path: 'premio', message: premio }] : [];
};

/** Spec 1 §2.3: a status badge, 'Activo' by default. */
export const ESTADOS_EMISOR = ['Activo', 'Inactivo'] as const;

/** Spec 1 §8. */
export const MENSAJES_EMISOR = {
  creado: 'Emisor dado de alta',
  errorAlCrear: 'Error al intentar dar de alta el emisor',
  formularioInvalido: 'Corrija los errores resaltados en rojo',
  chipInvalido: 'Corrija los errores',
  condicionInvalida: 'Revise los errores resaltados en rojo',
  sinCondiciones: 'No se registraron condiciones comerciales',
} as const;

export interface DatosFiscales {
  rfc: string;
  idTipoPersona: number;
  idRegimenFiscal: number;
  idUsoCFDI: string;
  idFormaDePago: number;
  diasDeCredito?: number | null;
  domicilioFiscal: { codigoPostal: string };
}

/**
 * The fiscal rules across fields (spec 1 §5.2 with the Mexican rules of shared/fiscal): RFC for the
 * person type, régimen allowed for it, CFDI P01, código postal, PPD ⇒ días de crédito. Paths are
 * relative to informacionFiscal; the form and the server show the same messages.
 */
export const erroresFiscales = (f: DatosFiscales): { path: string; message: string }[] => {
  const errores: { path: string; message: string }[] = [];
  const rfc = f.rfc ? rfcError(f.rfc, f.idTipoPersona) : null;
  if (rfc) errores.push({ path: 'rfc', message: RFC_MENSAJES[rfc] });
  if (f.idRegimenFiscal && !esRegimenPermitido(f.idTipoPersona, f.idRegimenFiscal))
    errores.push({ path: 'idRegimenFiscal', message: REGIMEN_MENSAJE });
  if (f.idUsoCFDI && f.idRegimenFiscal && !esUsoCfdiPermitido(f.idTipoPersona, f.idRegimenFiscal, f.idUsoCFDI))
    errores.push({ path: 'idUsoCFDI', message: CFDI_MENSAJE });
  if (f.domicilioFiscal.codigoPostal && !esCodigoPostalValido(f.domicilioFiscal.codigoPostal))
    errores.push({ path: 'domicilioFiscal.codigoPostal', message: CODIGO_POSTAL_MENSAJE });
  const dias = diasDeCreditoError(f.idFormaDePago, f.diasDeCredito);
  if (dias) errores.push({ path: 'diasDeCredito', message: dias });
  return errores;
};

/**
 * A branch or seller typed in the chip box (spec 1 §4): trimmed, empty refused (the form toasts
 * 'Corrija los errores'), a name already in the list not added twice.
 */
export const agregarNombre = (lista: readonly string[], texto: string, max: number): string[] | null => {
  const nombre = texto.trim();
  if (!nombre || lista.length >= max) return null;
  return lista.includes(nombre) ? [...lista] : [...lista, nombre];
};
