import { OFFSET_NEGOCIO_MS } from '../text/fecha.ts';
import type { TipoDeclaracion } from './estados.ts';

/**
 * A declaration's month (spec 2 §3.5 `periodo {mes, anio}`) and its identity. Months are the portal's
 * business months (Argentina, UTC−3, like `hoyNegocio`): a certificate issued on 31 October at 23:30
 * in Buenos Aires belongs to October although it is already November in UTC.
 */
export interface Periodo {
  anio: number;
  mes: number;
}

const PERIODO = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM', the form a period is keyed, sorted and typed (`--periodo 2026-10`). */
export const clavePeriodo = (p: Periodo): string => `${p.anio}-${String(p.mes).padStart(2, '0')}`;

export const periodoDeClave = (clave: string): Periodo | null => {
  const m = PERIODO.exec(clave);
  return m ? { anio: Number(m[1]), mes: Number(m[2]) } : null;
};

/** The business month an instant falls in. */
export const periodoDe = (instante: string | Date): Periodo => {
  const d = new Date(new Date(instante).getTime() - OFFSET_NEGOCIO_MS);
  return { anio: d.getUTCFullYear(), mes: d.getUTCMonth() + 1 };
};

const siguiente = (p: Periodo): Periodo => (p.mes === 12 ? { anio: p.anio + 1, mes: 1 } : { anio: p.anio, mes: p.mes + 1 });
const anterior = (p: Periodo): Periodo => (p.mes === 1 ? { anio: p.anio - 1, mes: 12 } : { anio: p.anio, mes: p.mes - 1 });

/** The instant a business month starts (midnight in Buenos Aires), as ISO. */
const inicio = (p: Periodo): string => new Date(Date.UTC(p.anio, p.mes - 1, 1) + OFFSET_NEGOCIO_MS).toISOString();

/** The instants of a month as the half-open range [desde, hasta) the certificates' fechaEstado is compared with. */
export const rangoDelPeriodo = (p: Periodo): { desde: string; hasta: string } => ({
  desde: inicio(p),
  hasta: inicio(siguiente(p)),
});

/** The month that ended before an instant: what the scheduled month close closes on the 1st. */
export const periodoCerrado = (ahora: string | Date): Periodo => anterior(periodoDe(ahora));

/** Whether a month has ended at an instant (only an ended month may be closed). */
export const periodoTerminado = (p: Periodo, ahora: string | Date): boolean => clavePeriodo(p) < clavePeriodo(periodoDe(ahora));

/**
 * Who a declaration is with: the issuing company for a sales declaration (one per company, month and
 * currency), the insurer and policy for a technical one (one per insurer, policy, month and currency;
 * policy 0 gathers the insurer's specific-trip certificates, which have no floating policy).
 */
export type ParteDeclaracion = { tipo: 'venta'; emisorId: number } | { tipo: 'tecnica'; aseguradoraId: number; polizaId: number };

/**
 * The declaration's id, built from what it is, so the month close finds the same declaration every
 * time it runs (idempotent without a lookup): '2026-10-v-10-840', '2026-10-t-1-7-840'.
 */
export const idDeclaracion = (periodo: Periodo, parte: ParteDeclaracion, monedaId: number): string =>
  parte.tipo === 'venta'
    ? `${clavePeriodo(periodo)}-v-${parte.emisorId}-${monedaId}`
    : `${clavePeriodo(periodo)}-t-${parte.aseguradoraId}-${parte.polizaId}-${monedaId}`;

/** The pattern of a declaration id in a path (anything else is a 400 before any read). */
export const ID_DECLARACION = /^\d{4}-(0[1-9]|1[0-2])-(v-\d{1,10}|t-\d{1,10}-\d{1,10})-\d{1,4}$/;

export const tipoDeId = (id: string): TipoDeclaracion => (id.slice(8, 9) === 'v' ? 'venta' : 'tecnica');

/** The business day (yyyy-mm-dd) of an instant. */
export const diaNegocio = (instante: string | Date): string =>
  new Date(new Date(instante).getTime() - OFFSET_NEGOCIO_MS).toISOString().slice(0, 10);
