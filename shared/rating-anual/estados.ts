import { ESTADOS } from '../viajes-especificos/estados.ts';

/**
 * Annual quote transitions (spec 2 §4.5 names the states; the transitions follow the specific-trip
 * approval flow, as issue 14 asks):
 *
 * | desde                              | acción              | hacia            |
 * |------------------------------------|---------------------|------------------|
 * | (nuevo)                            | guardar             | cotizado 10, o enAprobacion 5 con la solicitud |
 * | cotizado 10                        | solicitarAprobacion | enAprobacion 5   |
 * | enAprobacion 5                     | aprobar             | aprobado 7       |
 * | enAprobacion 5                     | rechazar            | rechazado 6      |
 * | cotizado 10 (sin validaciones), aprobado 7 | emitir      | emitido 20       |
 * | cotizado 10, enAprobacion 5, aprobado 7, rechazado 6 | eliminar | (el mismo; borrado lógico) |
 *
 * An offer the coverage refuses (with validaciones) is issued only after the insurer approves it.
 */
export const TRANSICIONES_ANUAL = {
  solicitarAprobacion: { desde: [ESTADOS.cotizado.id], hacia: ESTADOS.enAprobacion.id },
  aprobar: { desde: [ESTADOS.enAprobacion.id], hacia: ESTADOS.aprobado.id },
  rechazar: { desde: [ESTADOS.enAprobacion.id], hacia: ESTADOS.rechazado.id },
  emitir: { desde: [ESTADOS.cotizado.id, ESTADOS.aprobado.id], hacia: ESTADOS.emitido.id },
  eliminar: {
    desde: [ESTADOS.cotizado.id, ESTADOS.enAprobacion.id, ESTADOS.aprobado.id, ESTADOS.rechazado.id],
    hacia: null,
  },
} as const satisfies Record<string, { desde: readonly number[]; hacia: number | null }>;
export type AccionAnual = keyof typeof TRANSICIONES_ANUAL;

export const NECESITA_APROBACION = 'La cotización tiene validaciones de la cobertura: solicitá la aprobación de la aseguradora.';

/** Why an action cannot run on a quote in this state (null when it can). */
export const impedimentoAnual = (c: { estado: number; validaciones: number }, accion: AccionAnual): string | null => {
  if (!(TRANSICIONES_ANUAL[accion].desde as readonly number[]).includes(c.estado))
    return 'La cotización cambió de estado: no se puede realizar la operación.';
  if (accion === 'emitir' && c.estado === ESTADOS.cotizado.id && c.validaciones > 0) return NECESITA_APROBACION;
  return null;
};

/** The state a saved quote starts in. */
export const estadoAlGuardarAnual = (conSolicitud: boolean): number =>
  conSolicitud ? ESTADOS.enAprobacion.id : ESTADOS.cotizado.id;

/** The paper of a state: the certificate once issued, the quotation before. */
export const documentoAnual = (estado: number): 'certificado' | 'cotizacion' =>
  estado === ESTADOS.emitido.id ? 'certificado' : 'cotizacion';

const ABREN_SIEMPRE: readonly number[] = [
  ESTADOS.emitido.id,
  ESTADOS.cotizado.id,
  ESTADOS.aprobado.id,
  ESTADOS.rechazado.id,
  ESTADOS.declarado.id,
];

/**
 * Spec 2 §2.6 double-click rule: the detail opens for issued, quoted, approved, rejected and declared
 * quotes, and for one in approval only to who may read (or decide on) quotes in approval.
 */
export const abreDetalleAnual = (estado: number, permisos: readonly string[]): boolean =>
  ABREN_SIEMPRE.includes(estado) ||
  (estado === ESTADOS.enAprobacion.id &&
    ['certificados.leerEnAprobacion', 'certificados.aprobar', 'certificados.rechazar'].some((p) => permisos.includes(p)));
