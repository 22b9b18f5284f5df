import { puedeAbrirDetalle } from '#shared/viajes-especificos/estados.ts';
import type { Permission } from '#shared/auth/permissions.ts';
import type { DocumentoCertificado } from '../api.ts';

export const POLIZAS_PATH = '/seguros/viajes-especificos/polizas';

/** The row's links only say which documents exist: each click asks for a fresh one. */
interface Documentos {
  urlAsegurado: string | null;
  urlCopiaPAS: string | null;
}

/**
 * The documents the print action opens (insured copy, producer copy), each in a new tab. Spec 3 §2.4
 * ties the action to the links alone, whatever the state: an approved quote already has its copies.
 */
export const documentosImpresion = (row: Documentos): DocumentoCertificado[] =>
  (
    [
      ['asegurado', row.urlAsegurado],
      ['pas', row.urlCopiaPAS],
    ] as const
  )
    .filter(([, url]) => Boolean(url))
    .map(([documento]) => documento);

/** Double click opens the detail only for the states of spec 3 §2.4 (shared rule). */
export const abreDetalle = (estadoId: number, permisos: readonly Permission[]): boolean => puedeAbrirDetalle(estadoId, permisos);
