/**
 * The rules of a cargo certificate's life around its price (issue 12): which issuer condition prices
 * it, its states and transitions, what its row shows (operation, country) and which price fields a
 * caller may read. Pure.
 */
import type { CondicionTransporte } from '#shared/contract/schemas/emisor.ts';
import type { PrecioCarga } from '#shared/contract/schemas/certificado-carga.ts';
import type { Permission } from '#shared/auth/permissions.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { CODIGOS_EXCESO } from '#shared/viajes-especificos/validaciones.ts';
import type { ResultadoCarga } from './precio-carga.ts';
import { salidaRetroactiva } from './tipos.ts';
import { fecha } from '../text/fecha.ts';

/**
 * The issuer's transport condition that prices a certificate. A condition names a policy, one of its
 * endorsements and a beneficiary (0 = any). The most specific one wins: same endorsement over another
 * endorsement of the policy (a certificate without an endorsement takes any of the policy's), and the
 * certificate's beneficiary over 'any'. Among equals, the first in the issuer's list. None: null.
 */
export const condicionAplicable = <C extends Pick<CondicionTransporte, 'polizaId' | 'endosoId' | 'beneficiarioId'>>(
  condiciones: readonly C[],
  cert: { polizaId: number; endosoId: number | null; beneficiarioId: number | null },
): C | null => {
  let mejor: C | null = null;
  let puntaje = -1;
  for (const c of condiciones) {
    if (c.polizaId !== cert.polizaId) continue;
    if (cert.endosoId !== null && c.endosoId !== cert.endosoId) continue;
    if (c.beneficiarioId !== 0 && c.beneficiarioId !== cert.beneficiarioId) continue;
    const p = c.beneficiarioId !== 0 ? 1 : 0;
    if (p > puntaje) {
      mejor = c;
      puntaje = p;
    }
  }
  return mejor;
};

/** Import, export or national (TIPOS_RIESGO ids), and the country the grid shows for it. */
export const riesgoDe = (origenId: number, destinoId: number, paisPolizaId: number): { operacionId: number; paisId: number } => {
  if (destinoId === paisPolizaId && origenId !== paisPolizaId) return { operacionId: 201, paisId: origenId };
  if (origenId === paisPolizaId && destinoId !== paisPolizaId) return { operacionId: 202, paisId: destinoId };
  // Both ends at home is national; both abroad (a third-country trip) shows the destination, as an export would.
  return origenId === destinoId ? { operacionId: 203, paisId: origenId } : { operacionId: 202, paisId: destinoId };
};

/**
 * Cargo certificate transitions (spec 2 §4.1 gives the states, not the transitions):
 *
 * | desde                     | acción     | hacia        |
 * |---------------------------|------------|--------------|
 * | (nuevo)                   | guardar    | cotizado 10, o enAprobacion 5 con validaciones de exceso |
 * | enAprobacion 5            | aprobar    | aprobado 7   |
 * | enAprobacion 5            | rechazar   | rechazado 6  |
 * | cotizado 10, aprobado 7   | emitir     | emitido 20   (salida anterior a hoy: aprobado con 540, impedimentoEmision) |
 * | emitido 20 (sin declarar) | darDeBaja  | baja 255     (después de la salida: la aseguradora, bajaTardia) |
 * | cotizado 10, enAprobacion 5, aprobado 7 | cancelar | cancelado 252 |
 *
 * declarado 30 is set by the declarations; cotizacionVencida 251 by an expiry job (none yet for cargo).
 */
export const TRANSICIONES_CARGA = {
  aprobar: { desde: [ESTADOS.enAprobacion.id], hacia: ESTADOS.aprobado.id },
  rechazar: { desde: [ESTADOS.enAprobacion.id], hacia: ESTADOS.rechazado.id },
  emitir: { desde: [ESTADOS.cotizado.id, ESTADOS.aprobado.id], hacia: ESTADOS.emitido.id },
  darDeBaja: { desde: [ESTADOS.emitido.id], hacia: ESTADOS.baja.id },
  cancelar: { desde: [ESTADOS.cotizado.id, ESTADOS.enAprobacion.id, ESTADOS.aprobado.id], hacia: ESTADOS.cancelado.id },
} as const satisfies Record<string, { desde: readonly number[]; hacia: number }>;
export type AccionCarga = keyof typeof TRANSICIONES_CARGA;

export const puedeCarga = (estado: number, accion: AccionCarga): boolean =>
  (TRANSICIONES_CARGA[accion].desde as readonly number[]).includes(estado);

/** What the backdating rules read of a certificate of either kind. */
export interface SalidaCertificado {
  estado: number;
  request: { fechaSalida: string };
  resultado: { validaciones: readonly { codigo: number }[] };
}

/**
 * Why a quote may not be issued today, or null. A departure before today (code 540) is issued only
 * once the insurer approved it knowing so: approved with 540 among its validations. A quote saved
 * before its departure and issued after it (quoted, or approved for another excess) asks again.
 */
export const impedimentoEmision = (c: SalidaCertificado, hoy: string): string | null =>
  !salidaRetroactiva(c.request.fechaSalida, hoy) ||
  (c.estado === ESTADOS.aprobado.id && c.resultado.validaciones.some((v) => v.codigo === CODIGOS_EXCESO.salidaRetroactiva))
    ? null
    : `La salida fue el ${fecha(c.request.fechaSalida)}: un certificado con salida anterior a hoy necesita la aprobación de la aseguradora. Cotizá el embarque de nuevo para solicitarla.`;

/**
 * A baja after the departure (the risk may have run, or ended in a loss) is the insurer's decision:
 * only who decides approvals (certificados.aprobar: the policy's insurer, the administration) gives it.
 * Before the departure, whoever holds certificados.darDeBaja.
 */
export const bajaTardia = (fechaSalida: string, hoy: string): boolean => salidaRetroactiva(fechaSalida, hoy);

/** Whether a holder of `permisos` may give baja to an issued certificate departing on `fechaSalida` (server and screens). */
export const puedeDarDeBaja = (fechaSalida: string, permisos: readonly Permission[], hoy: string): boolean =>
  permisos.includes('certificados.darDeBaja') && (!bajaTardia(fechaSalida, hoy) || permisos.includes('certificados.aprobar'));

export const BAJA_TARDIA =
  'La salida ya ocurrió: solo la aseguradora de la póliza o la administración pueden dar de baja el certificado.';

/** The state a new quote is saved in. */
export const estadoAlGuardarCarga = (r: Pick<ResultadoCarga, 'requiereAprobacion'>): number =>
  r.requiereAprobacion ? ESTADOS.enAprobacion.id : ESTADOS.cotizado.id;

/** The rendered document of a state: the certificate once issued (or declared), the quotation of a quote. */
export const documentoDelEstado = (estado: number): 'certificado' | 'cotizacion' | null =>
  estado === ESTADOS.emitido.id || estado === ESTADOS.declarado.id
    ? 'certificado'
    : estado === ESTADOS.cotizado.id
      ? 'cotizacion'
      : null;

/** Which price fields a caller reads: `prima.mostrar` and `markup.consultar`. */
export interface VisibilidadPrecio {
  prima: boolean;
  markup: boolean;
}

/**
 * The price as a caller may read it: the premium (and its rate, the intermediary's share) only with
 * prima.mostrar; markup, extra charges, final and suggested price only with markup.consultar; the
 * trace, which shows every one of them, only with both. Absent, never zeroed.
 */
export const precioVisible = (r: ResultadoCarga, v: VisibilidadPrecio): PrecioCarga => ({
  moneda: r.moneda,
  sumaAsegurada: r.sumaAsegurada,
  ...(v.prima ? { tasa: r.tasa, prima: r.prima, intermediario: r.intermediario } : {}),
  ...(v.markup
    ? { markup: r.markup, cargosExtra: r.cargosExtra, precioFinal: r.precioFinal, premioSugerido: r.premioSugerido }
    : {}),
  ...(v.prima && v.markup ? { calculo: r.calculo } : {}),
  validaciones: r.validaciones,
  requiereAprobacion: r.requiereAprobacion,
});
