/**
 * The life of a monthly declaration (spec 2 §4.2, issue 13). Pure: the handlers and jobs ask it
 * whether an action is allowed and what it leaves, and write that conditionally on what they read.
 *
 * | desde                         | acción                | hacia                      |
 * |-------------------------------|-----------------------|----------------------------|
 * | EnProceso 1                   | cerrar (cierre de mes) | Borrador 2                |
 * | Borrador 2                    | confirmar ('Estoy conforme') | Declarada 3         |
 * | Borrador 2, 5 días cumplidos  | aceptar (automática)  | Declarada 3                |
 * | Declarada 3                   | cargarFactura         | Facturada 4                |
 * | Facturada 4, no pagada        | eliminarFactura       | Declarada 3                |
 * | Declarada 3, Facturada 4, no pagada | cargarPago / eliminarPago | (el mismo)     |
 * | Facturada 4, no pagada        | confirmarPago         | Facturada 4, pagada        |
 * | Facturada 4, no pagada        | verificarPagos (saldo abierto) | Facturada 4, no pagada |
 *
 * Paid is a flag, not a state: spec 2 §3.5 carries it on the invoice (`factura.pagada`) and §4.2
 * lists four states; a paid declaration stays Facturada and nothing changes it any more. Whether
 * confirming settles or only verifies the proofs (a shortfall kept open) is liquidacion.ts's rule.
 */
export const ESTADOS_DECLARACION = {
  enProceso: { id: 1, nombre: 'EnProceso' },
  borrador: { id: 2, nombre: 'Borrador' },
  declarada: { id: 3, nombre: 'Declarada' },
  facturada: { id: 4, nombre: 'Facturada' },
} as const;

export type EstadoDeclaracionId = (typeof ESTADOS_DECLARACION)[keyof typeof ESTADOS_DECLARACION]['id'];

/** Server types: sales declarations to partners and technical ones to insurers (spec 2 §2.3). */
export const TIPOS_DECLARACION = ['venta', 'tecnica'] as const;
export type TipoDeclaracion = (typeof TIPOS_DECLARACION)[number];

/** A draft is taken as accepted this long after it was made (spec 2 §4.2, §8). */
export const DIAS_ACEPTACION_AUTOMATICA = 5;
const DIA_MS = 86_400_000;

const { enProceso, borrador, declarada, facturada } = ESTADOS_DECLARACION;

export const TRANSICIONES_DECLARACION = {
  cerrar: { desde: [enProceso.id], hacia: borrador.id },
  confirmar: { desde: [borrador.id], hacia: declarada.id },
  aceptar: { desde: [borrador.id], hacia: declarada.id },
  cargarFactura: { desde: [declarada.id], hacia: facturada.id },
  eliminarFactura: { desde: [facturada.id], hacia: declarada.id },
  cargarPago: { desde: [declarada.id, facturada.id], hacia: null },
  eliminarPago: { desde: [declarada.id, facturada.id], hacia: null },
  confirmarPago: { desde: [facturada.id], hacia: null },
  verificarPagos: { desde: [facturada.id], hacia: null },
} as const satisfies Record<string, { desde: readonly number[]; hacia: number | null }>;

export type AccionDeclaracion = keyof typeof TRANSICIONES_DECLARACION;

export interface DeclaracionEstado {
  estado: number;
  pagada: boolean;
  /** ISO instant the draft was made (null before the month close). */
  fechaBorrador: string | null;
}

/** The instant a draft made at `fechaBorrador` is accepted automatically. */
export const aceptacionAutomaticaDesde = (fechaBorrador: string): string =>
  new Date(Date.parse(fechaBorrador) + DIAS_ACEPTACION_AUTOMATICA * DIA_MS).toISOString();

/**
 * Whether the action may happen now: its state, never on a paid declaration (nothing changes after
 * the payment is confirmed), and the automatic acceptance only once 5 days have passed since the draft.
 */
export const puedeDeclaracion = (d: DeclaracionEstado, accion: AccionDeclaracion, ahora: string): boolean => {
  if (!(TRANSICIONES_DECLARACION[accion].desde as readonly number[]).includes(d.estado)) return false;
  if (d.pagada) return false;
  if (accion === 'aceptar') return d.fechaBorrador !== null && ahora >= aceptacionAutomaticaDesde(d.fechaBorrador);
  return true;
};

/** The state and paid flag an allowed action leaves. */
export const trasAccion = (d: DeclaracionEstado, accion: AccionDeclaracion): { estado: number; pagada: boolean } => ({
  estado: TRANSICIONES_DECLARACION[accion].hacia ?? d.estado,
  pagada: accion === 'confirmarPago' ? true : d.pagada,
});
