/**
 * A marine cargo underwriting request's life (issue 15; the spec's product only sent it):
 *
 * | desde        | hacia                              | quién            |
 * |--------------|------------------------------------|------------------|
 * | recibida 1   | enAnalisis 2, cotizada 3, rechazada 4 | la mesa de suscripción |
 * | enAnalisis 2 | cotizada 3, rechazada 4            | la mesa de suscripción |
 *
 * Cotizada and Rechazada are final: a new business is a new request. Quoting and refusing need the
 * answer the requester will read (the terms, or the reason).
 */
export const ESTADOS_SUSCRIPCION = {
  recibida: { id: 1, nombre: 'Recibida', color: '#009EF7' },
  enAnalisis: { id: 2, nombre: 'En análisis', color: '#FFAA00' },
  cotizada: { id: 3, nombre: 'Cotizada', color: '#50CD89' },
  rechazada: { id: 4, nombre: 'Rechazada', color: '#F1416C' },
} as const;
export type EstadoSuscripcion = (typeof ESTADOS_SUSCRIPCION)[keyof typeof ESTADOS_SUSCRIPCION];
export const LISTA_ESTADOS_SUSCRIPCION: readonly EstadoSuscripcion[] = Object.values(ESTADOS_SUSCRIPCION);
export const IDS_ESTADO_SUSCRIPCION = LISTA_ESTADOS_SUSCRIPCION.map((e) => e.id);

const { recibida, enAnalisis, cotizada, rechazada } = ESTADOS_SUSCRIPCION;
const SIGUIENTES: Record<number, readonly number[]> = {
  [recibida.id]: [enAnalisis.id, cotizada.id, rechazada.id],
  [enAnalisis.id]: [cotizada.id, rechazada.id],
};

export const estadoSuscripcion = (id: number): EstadoSuscripcion =>
  LISTA_ESTADOS_SUSCRIPCION.find((e) => e.id === id) ?? recibida;

/** The states a request in `desde` may move to (none once quoted or refused). */
export const siguientesSuscripcion = (desde: number): readonly number[] => SIGUIENTES[desde] ?? [];

export const CAMBIO_NO_PERMITIDO = 'La solicitud cambió de estado: no se puede realizar la operación.';
export const RESPUESTA_REQUERIDA = 'Indique la respuesta para el solicitante';

/** Why a request cannot move from `desde` to `hacia` with this answer (null when it can). */
export const impedimentoSuscripcion = (
  desde: number,
  hacia: number,
  respuesta: string,
): { campo: 'estado' | 'respuesta'; mensaje: string } | null => {
  if (!siguientesSuscripcion(desde).includes(hacia)) return { campo: 'estado', mensaje: CAMBIO_NO_PERMITIDO };
  if ((hacia === cotizada.id || hacia === rechazada.id) && !respuesta.trim())
    return { campo: 'respuesta', mensaje: RESPUESTA_REQUERIDA };
  return null;
};
