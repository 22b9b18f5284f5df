import type { Permission } from '#shared/auth/permissions.ts';
import { puedeCarga, puedeDarDeBaja } from '#shared/certificados/carga.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';

export type AccionDetalle = 'emitir' | 'cancelar' | 'darDeBaja' | 'clonar' | 'denunciar' | 'aprobar' | 'rechazar';

/**
 * What a kind of certificate needs for its own actions, as its operations declare: cargo quotes,
 * cancels, clones and issues with certificados.cotizar; containers quote and cancel with
 * contenedores.cotizar and issue with contenedores.emitir, and are not cloned. Both give baja with
 * certificados.darDeBaja (never a client's users; after the departure, the insurer or the administration).
 */
export interface ReglasAcciones {
  /** Cancel (and clone). */
  cotizar: Permission;
  /** Issue. */
  emitir: Permission;
  clonar: boolean;
}

/**
 * The detail's actions for a state and the user's permissions (the server checks both again): the
 * transitions of shared/certificados/carga.ts, a baja only while not declared and by who may give it on
 * that departure (puedeDarDeBaja, `hoy` the business day), clone of any request (where the kind has a
 * clone), a claim only on an issued or declared certificate.
 */
export const accionesDetalle = (
  c: { estado: { id: number }; idDeclaracion: string | null; fechaSalida: string },
  permisos: readonly Permission[],
  reglas: ReglasAcciones,
  hoy: string,
): AccionDetalle[] => {
  const tiene = (p: Permission) => permisos.includes(p);
  const estado = c.estado.id;
  const acciones: AccionDetalle[] = [];
  if (tiene(reglas.emitir) && puedeCarga(estado, 'emitir')) acciones.push('emitir');
  if (tiene(reglas.cotizar) && puedeCarga(estado, 'cancelar')) acciones.push('cancelar');
  if (puedeCarga(estado, 'darDeBaja') && c.idDeclaracion === null && puedeDarDeBaja(c.fechaSalida, permisos, hoy))
    acciones.push('darDeBaja');
  if (tiene(reglas.cotizar) && reglas.clonar) acciones.push('clonar');
  if (tiene('siniestros.denunciar') && (estado === ESTADOS.emitido.id || estado === ESTADOS.declarado.id))
    acciones.push('denunciar');
  if (tiene('certificados.aprobar') && puedeCarga(estado, 'aprobar')) acciones.push('aprobar');
  if (tiene('certificados.rechazar') && puedeCarga(estado, 'rechazar')) acciones.push('rechazar');
  return acciones;
};
