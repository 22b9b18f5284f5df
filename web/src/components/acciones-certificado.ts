import type { Permission } from '#shared/auth/permissions.ts';
import { puedeCarga } from '#shared/certificados/carga.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';

export type AccionDetalle = 'emitir' | 'cancelar' | 'darDeBaja' | 'clonar' | 'denunciar' | 'aprobar' | 'rechazar';

/** What a kind of certificate needs for its own actions: the permission that operates it, and whether it is cloned. */
export interface ReglasAcciones {
  /** Issue, cancel and baja (certificados.cotizar for cargo, contenedores.emitir for containers). */
  operar: Permission;
  clonar: boolean;
}

/**
 * The detail's actions for a state and the user's permissions (the server checks both again): the
 * transitions of shared/certificados/carga.ts, a baja only while not declared, clone of any request
 * (where the kind has a clone), a claim only on an issued or declared certificate.
 */
export const accionesDetalle = (
  c: { estado: { id: number }; idDeclaracion: number | null },
  permisos: readonly Permission[],
  reglas: ReglasAcciones,
): AccionDetalle[] => {
  const tiene = (p: Permission) => permisos.includes(p);
  const estado = c.estado.id;
  const acciones: AccionDetalle[] = [];
  if (tiene(reglas.operar)) {
    if (puedeCarga(estado, 'emitir')) acciones.push('emitir');
    if (puedeCarga(estado, 'cancelar')) acciones.push('cancelar');
    if (puedeCarga(estado, 'darDeBaja') && c.idDeclaracion === null) acciones.push('darDeBaja');
    if (reglas.clonar) acciones.push('clonar');
  }
  if (tiene('siniestros.denunciar') && (estado === ESTADOS.emitido.id || estado === ESTADOS.declarado.id))
    acciones.push('denunciar');
  if (tiene('certificados.aprobar') && puedeCarga(estado, 'aprobar')) acciones.push('aprobar');
  if (tiene('certificados.rechazar') && puedeCarga(estado, 'rechazar')) acciones.push('rechazar');
  return acciones;
};
