/** Step Viaje: the risk type's country rules (spec 3 §4.2), late departure and the goods search. */
import type { TipoRiesgoId } from './constantes.ts';

/**
 * The countries after a risk-type change: 203 both the policy country; 202 origin the policy country
 * and destination cleared; 201 destination the policy country and origin cleared.
 */
export const paisesAlCambiarRiesgo = (
  riesgo: TipoRiesgoId,
  paisPolizaId: number,
): { origenId: number | null; destinoId: number | null } => {
  if (riesgo === 203) return { origenId: paisPolizaId, destinoId: paisPolizaId };
  if (riesgo === 202) return { origenId: paisPolizaId, destinoId: null };
  return { origenId: null, destinoId: paisPolizaId };
};

/**
 * The selectable country ids for a risk type. National transit (203) restricts the list to the
 * national-transit list, which in this portal is the policy country only (a national transit runs
 * inside the country whose policy covers it). null = every country of the catalogue.
 */
export const paisesPermitidos = (riesgo: TipoRiesgoId, paisPolizaId: number): number[] | null =>
  riesgo === 203 ? [paisPolizaId] : null;

/** Spec 3 §2.2: late departure = before today, transport mode 0 and not issued; whole days. */
export const diasDeAtraso = (fechaSalida: string, hoy: string): number => {
  const a = Date.parse(`${fechaSalida}T00:00:00Z`);
  const b = Date.parse(`${hoy}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return 0;
  return Math.max(0, Math.round((b - a) / 86_400_000));
};

export const salidaAtrasada = (fechaSalida: string, hoy: string, modoTransporte: number | null, emitido: boolean): boolean =>
  !emitido && modoTransporte === 0 && diasDeAtraso(fechaSalida, hoy) >= 1;

/** Goods search: name and tags, case- and accent-insensitive. */
export const sinAcentos = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

export const mercaderiaCoincide = (m: { nombre: string; tags?: readonly string[] }, busqueda: string): boolean => {
  const q = sinAcentos(busqueda);
  if (!q) return true;
  return [m.nombre, ...(m.tags ?? [])].some((texto) => sinAcentos(texto).includes(q));
};
