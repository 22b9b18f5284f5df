import type { Permission } from '#shared/auth/permissions.ts';

/**
 * Certificate states (spec 2 §4.1) and the specific-trip transitions.
 *
 * The spec shows the ids but not the transitions; this table is the project's decision:
 *
 * | desde          | acción               | hacia             | who / when                                   |
 * |----------------|----------------------|-------------------|----------------------------------------------|
 * | enPreparacion  | guardar              | cotizado          | first save of a quote without excess         |
 * | enPreparacion  | guardarConExceso     | enAprobacion      | first save of a quote carrying validaciones  |
 * | cotizado       | guardar              | cotizado          | edit of a saved quote                        |
 * | cotizado       | guardarConExceso     | enAprobacion      | edit that now carries validaciones           |
 * | cotizado       | solicitarAprobacion  | enAprobacion      | 'Solicitar aprobación' (excess modal)        |
 * | cotizado       | emitir               | emitido           | issue request                                |
 * | cotizado       | vencer               | cotizacionVencida | daily expiry job                             |
 * | enAprobacion   | aprobar              | aprobado          | insurer decision                             |
 * | enAprobacion   | rechazar             | rechazado         | insurer decision                             |
 * | aprobado       | emitir               | emitido           | issue after approval                         |
 * | aprobado       | vencer               | cotizacionVencida | daily expiry job                             |
 *
 * A brand-new quote has no state yet: `estadoAlGuardar(null, …)` behaves as from enPreparacion.
 *
 * Spec 3 §4.1 allows edit and issue only from cotizado. Issue from aprobado is the one explicit
 * addition: an approved excess must become issuable, and going back through cotizado would erase the
 * insurer's decision from the status the list and detail show (spec 3 §2.4-2.5 show Aprobado). Edit
 * stays cotizado-only: editing an approved quote would re-price what the insurer approved.
 * `vencer` (cotizado or aprobado -> cotizacionVencida) only runs where the tenant sets
 * `vencimientoCotizacionDias` (spec 3 has no expiry; off by default). declarado, cancelado and baja
 * belong to other flows (declarations, cancellations) and have no specific-trip transition here.
 */
export const ESTADOS = {
  enPreparacion: { id: 1, nombre: 'En preparación', color: '#A1A5B7', colorName: 'secondary' },
  enAprobacion: { id: 5, nombre: 'En Aprobación', color: '#009EF7', colorName: 'info' },
  rechazado: { id: 6, nombre: 'Rechazado', color: '#F1416C', colorName: 'danger' },
  aprobado: { id: 7, nombre: 'Aprobado', color: '#7239EA', colorName: 'primary' },
  cotizado: { id: 10, nombre: 'Cotizado', color: '#FFAA00', colorName: 'warning' },
  emitido: { id: 20, nombre: 'Emitido', color: '#50CD89', colorName: 'success' },
  declarado: { id: 30, nombre: 'Declarado', color: '#0BB7AF', colorName: 'teal' },
  cotizacionVencida: { id: 251, nombre: 'Cotización vencida', color: '#7E8299', colorName: 'dark' },
  cancelado: { id: 252, nombre: 'Cancelado', color: '#5E6278', colorName: 'dark' },
  baja: { id: 255, nombre: 'Baja', color: '#3F4254', colorName: 'dark' },
} as const;

export type EstadoClave = keyof typeof ESTADOS;
export type EstadoId = (typeof ESTADOS)[EstadoClave]['id'];
export interface Estado {
  id: EstadoId;
  clave: EstadoClave;
  nombre: string;
  color: string;
  colorName: string;
}

export const ESTADO_IDS = Object.values(ESTADOS).map((e) => e.id) as EstadoId[];

const porId = new Map<number, Estado>(
  (Object.keys(ESTADOS) as EstadoClave[]).map((clave) => [ESTADOS[clave].id, { clave, ...ESTADOS[clave] }]),
);

export const esEstadoId = (id: number): id is EstadoId => porId.has(id);

/** The state by id, as the certificate's `estado` {id, nombre, color, colorName} (plus its key). */
export const estadoPorId = (id: number): Estado => {
  const e = porId.get(id);
  if (!e) throw new Error(`Estado de certificado desconocido: ${id}`);
  return e;
};

export const ACCIONES = [
  'guardar',
  'guardarConExceso',
  'solicitarAprobacion',
  'aprobar',
  'rechazar',
  'emitir',
  'vencer',
] as const;
export type Accion = (typeof ACCIONES)[number];

const E = ESTADOS;
export const TRANSICIONES: ReadonlyMap<EstadoId, Partial<Record<Accion, EstadoId>>> = new Map<
  EstadoId,
  Partial<Record<Accion, EstadoId>>
>([
  [E.enPreparacion.id, { guardar: E.cotizado.id, guardarConExceso: E.enAprobacion.id }],
  [
    E.cotizado.id,
    {
      guardar: E.cotizado.id,
      guardarConExceso: E.enAprobacion.id,
      solicitarAprobacion: E.enAprobacion.id,
      emitir: E.emitido.id,
      vencer: E.cotizacionVencida.id,
    },
  ],
  [E.enAprobacion.id, { aprobar: E.aprobado.id, rechazar: E.rechazado.id }],
  [E.aprobado.id, { emitir: E.emitido.id, vencer: E.cotizacionVencida.id }],
]);

export const puedeTransicionar = (desde: number, accion: Accion): boolean =>
  TRANSICIONES.get(desde as EstadoId)?.[accion] !== undefined;

export class TransicionInvalidaError extends Error {
  constructor(
    readonly desde: number,
    readonly accion: Accion,
  ) {
    super(`No se puede ${accion} un certificado en estado ${porId.get(desde)?.nombre ?? desde}`);
    this.name = 'TransicionInvalidaError';
  }
}

/** The state after `accion`; throws TransicionInvalidaError when the table forbids it. */
export const siguienteEstado = (desde: number, accion: Accion): EstadoId => {
  const hacia = TRANSICIONES.get(desde as EstadoId)?.[accion];
  if (hacia === undefined) throw new TransicionInvalidaError(desde, accion);
  return hacia;
};

/** Saving a quote: with excess validations it goes to enAprobacion, otherwise to cotizado. */
export const estadoAlGuardar = (desde: number | null, conExceso: boolean): EstadoId =>
  siguienteEstado(desde ?? E.enPreparacion.id, conExceso ? 'guardarConExceso' : 'guardar');

/** Only a quoted certificate may be edited. */
export const puedeEditar = (estado: number): boolean => estado === E.cotizado.id;
/** Issue from cotizado, and explicitly from aprobado (see the table above). */
export const puedeEmitir = (estado: number): boolean => puedeTransicionar(estado, 'emitir');

const ABRE_SIEMPRE: ReadonlySet<number> = new Set([E.emitido.id, E.cotizado.id, E.aprobado.id, E.rechazado.id, E.declarado.id]);
const LEEN_EN_APROBACION: readonly Permission[] = [
  'certificados.leerEnAprobacion',
  'certificados.aprobar',
  'certificados.rechazar',
];

/**
 * Double-click opens the detail (spec 3 §2.4, spec 2 §2.1) for emitido, cotizado, aprobado, rechazado
 * and declarado; for enAprobacion only when the user may read in-approval certificates (or approve or
 * refuse them); never for the other states.
 */
export const puedeAbrirDetalle = (estado: number, permisos: Iterable<Permission>): boolean => {
  if (ABRE_SIEMPRE.has(estado)) return true;
  if (estado !== E.enAprobacion.id) return false;
  for (const p of permisos) if (LEEN_EN_APROBACION.includes(p)) return true;
  return false;
};
