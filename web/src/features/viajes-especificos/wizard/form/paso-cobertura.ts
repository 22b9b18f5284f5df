/** Step Cobertura: instalments, the commercial levers and discount, and when a chosen offer is re-priced. */
import type { Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { redondear } from '#shared/viajes-especificos/redondeo.ts';
import { FORMA_PAGO } from './constantes.ts';

/** Spec 3 §4.2 and spec 2 §5.4: instalments only for credit (id 2). */
export const cuotasHabilitadas = (formaDePago: number | null | undefined): boolean => formaDePago === FORMA_PAGO.credito;

/** The instalments after a payment-form change: kept for credit, cleared otherwise. */
export const cuotasAlCambiarFormaDePago = (formaDePago: number, cuotas: number | null): number | null =>
  cuotasHabilitadas(formaDePago) ? (cuotas ?? 1) : null;

export type Palanca = 'recargoAdmin' | 'comisionProductor';

/** Whether the editable lever's value fits the offer's range (spec 3 §5.1). */
export const palancaEnRango = (
  palanca: Palanca,
  valor: number | null,
  oferta: {
    recargoAdmin: { minimo: number; maximo: number };
    comisionProductor: { minima: number; maxima: number };
  },
): boolean => {
  if (valor === null || !Number.isFinite(valor)) return false;
  return palanca === 'recargoAdmin'
    ? valor >= oferta.recargoAdmin.minimo && valor <= oferta.recargoAdmin.maximo
    : valor >= oferta.comisionProductor.minima && valor <= oferta.comisionProductor.maxima;
};

/** The producer commission an offer applies with the form's lever value (the insurer default when the tenant does not move it). */
export const comisionAplicada = (palanca: Palanca, valor: number | null, oferta: Pick<Oferta, 'comisionProductor'>): number =>
  palanca === 'comisionProductor' && valor !== null ? valor : oferta.comisionProductor.predeterminada;

/** The commercial discount lies between 0 and the commission it comes out of (the server checks the same). */
export const dctoEnRango = (dcto: number | null, comision: number): boolean =>
  dcto !== null && Number.isFinite(dcto) && dcto >= 0 && dcto <= comision;

/** The commercial discount an offer was priced with, read from its trace (0 when none). */
export const dctoDeOferta = (oferta: Pick<Oferta, 'calculoPrima'>): number => {
  const linea = oferta.calculoPrima.reglas.find((r) => r.grupo === 'Descuento comercial');
  return linea ? -linea.valorOperacion : 0;
};

/** Choosing an offer re-prices it when the form's lever or discount differ from what it was priced with. */
export const requiereRecotizar = (palanca: Palanca, valor: number | null, dcto: number | null, oferta: Oferta): boolean => {
  const actual = palanca === 'recargoAdmin' ? oferta.recargoAdmin.valor : oferta.comisionProductor.valor;
  return valor !== actual || (dcto ?? 0) !== dctoDeOferta(oferta);
};

/** Whether two offers price the same thing the same way (a re-quote of an unchanged saved quote gives the same offer). */
export const mismaOferta = (
  a: Pick<Oferta, 'cobertura' | 'sumaAsegurada' | 'prima' | 'premio' | 'formaDePago' | 'cuotas'>,
  b: Pick<Oferta, 'cobertura' | 'sumaAsegurada' | 'prima' | 'premio' | 'formaDePago' | 'cuotas'>,
): boolean =>
  a.cobertura.id === b.cobertura.id &&
  a.sumaAsegurada === b.sumaAsegurada &&
  a.prima === b.prima &&
  a.premio === b.premio &&
  a.formaDePago === b.formaDePago &&
  a.cuotas === b.cuotas;

/** The taxes of an offer (premio − premio neto), sent as Impuesto (spec 3 §3.3); the server recomputes them. */
export const impuestoDe = (oferta: Pick<Oferta, 'premio' | 'calculoPremio'>): number =>
  redondear(oferta.premio - (oferta.calculoPremio.resultados['Premio Neto'] ?? oferta.premio));
