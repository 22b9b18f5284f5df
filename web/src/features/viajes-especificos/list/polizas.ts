import { puedeAbrirDetalle } from '#shared/viajes-especificos/estados.ts';
import type { Permission } from '#shared/auth/permissions.ts';

export const POLIZAS_PATH = '/seguros/viajes-especificos/polizas';

interface Documentos {
  urlAsegurado: string | null;
  urlCopiaPAS: string | null;
}

/**
 * The documents the print action opens (insured copy, producer copy), each in a new tab. Spec 3 §2.4
 * ties the action to the links alone, whatever the state: an approved quote already has its copies.
 */
export const enlacesImpresion = (row: Documentos): string[] =>
  [row.urlAsegurado, row.urlCopiaPAS].filter((u): u is string => Boolean(u));

/** Double click opens the detail only for the states of spec 3 §2.4 (shared rule). */
export const abreDetalle = (estadoId: number, permisos: readonly Permission[]): boolean => puedeAbrirDetalle(estadoId, permisos);

export const abrirEnPestanas = (urls: readonly string[]): void => {
  for (const url of urls) window.open(url, '_blank', 'noopener');
};
