import { nombreLocalizado } from '../catalogos/nombre-localizado.ts';
import type { Locale } from '../tenants/tenant.ts';

/**
 * Claim statuses and their transitions (spec 3 §4.3 leaves the enumeration to the product). The API
 * serves this list as the enumeration; every change goes through `puedePasar`.
 *
 * | desde                   | hacia                                              |
 * |-------------------------|----------------------------------------------------|
 * | denunciado              | enAnalisis, rechazado                              |
 * | enAnalisis              | documentacionPendiente, enLiquidacion, rechazado   |
 * | documentacionPendiente  | enAnalisis, rechazado                              |
 * | enLiquidacion           | indemnizado, documentacionPendiente, rechazado     |
 * | indemnizado             | cerrado                                            |
 * | rechazado               | enAnalisis (reconsideración), cerrado              |
 * | cerrado                 | (final)                                            |
 *
 * `nombres['pt-BR']` names each status for pt-BR tenants (ADR 0177's field): the screens and the
 * dictionary's "Un siniestro {desde} no puede pasar a {hacia}." read it, the Spanish stays the spec's.
 */
export const ESTADOS_SINIESTRO = [
  { id: 'denunciado', nombre: 'Denunciado', nombres: { 'pt-BR': 'Comunicado' }, color: '#009EF7', abierto: true },
  { id: 'enAnalisis', nombre: 'En análisis', nombres: { 'pt-BR': 'Em análise' }, color: '#7239EA', abierto: true },
  {
    id: 'documentacionPendiente',
    nombre: 'Documentación pendiente',
    nombres: { 'pt-BR': 'Documentação pendente' },
    color: '#FFAA00',
    abierto: true,
  },
  { id: 'enLiquidacion', nombre: 'En liquidación', nombres: { 'pt-BR': 'Em regulação' }, color: '#0BB7AF', abierto: true },
  { id: 'indemnizado', nombre: 'Indemnizado', nombres: { 'pt-BR': 'Indenizado' }, color: '#50CD89', abierto: false },
  { id: 'rechazado', nombre: 'Rechazado', nombres: { 'pt-BR': 'Recusado' }, color: '#F1416C', abierto: false },
  { id: 'cerrado', nombre: 'Cerrado', nombres: { 'pt-BR': 'Encerrado' }, color: '#7E8299', abierto: false },
] as const;

export type EstadoSiniestro = (typeof ESTADOS_SINIESTRO)[number]['id'];
export const ESTADO_SINIESTRO_IDS = ESTADOS_SINIESTRO.map((e) => e.id) as [EstadoSiniestro, ...EstadoSiniestro[]];
export const ESTADO_INICIAL: EstadoSiniestro = 'denunciado';

const TRANSICIONES: Record<EstadoSiniestro, readonly EstadoSiniestro[]> = {
  denunciado: ['enAnalisis', 'rechazado'],
  enAnalisis: ['documentacionPendiente', 'enLiquidacion', 'rechazado'],
  documentacionPendiente: ['enAnalisis', 'rechazado'],
  enLiquidacion: ['indemnizado', 'documentacionPendiente', 'rechazado'],
  indemnizado: ['cerrado'],
  rechazado: ['enAnalisis', 'cerrado'],
  cerrado: [],
};

/** Staying in the same status is always allowed (editing other fields). */
export const puedePasar = (desde: EstadoSiniestro, hacia: EstadoSiniestro): boolean =>
  desde === hacia || TRANSICIONES[desde].includes(hacia);

export const siguientesEstados = (desde: EstadoSiniestro): readonly EstadoSiniestro[] => TRANSICIONES[desde];

export const estadoSiniestro = (id: EstadoSiniestro) => ESTADOS_SINIESTRO.find((e) => e.id === id)!;

/** A status's name in the tenant's locale (the Spanish one is the API's and es-AR's). */
export const nombreEstadoSiniestro = (id: EstadoSiniestro, locale: Locale): string =>
  nombreLocalizado(estadoSiniestro(id), locale);

export const estaAbierto = (id: EstadoSiniestro): boolean => estadoSiniestro(id).abierto;

export const mensajeTransicion = (desde: EstadoSiniestro, hacia: EstadoSiniestro) =>
  `Un siniestro ${estadoSiniestro(desde).nombre.toLowerCase()} no puede pasar a ${estadoSiniestro(hacia).nombre.toLowerCase()}.`;
