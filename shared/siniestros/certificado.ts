import { soloAlfanumerico } from '../text/normalizar.ts';
import { ESTADOS } from '../viajes-especificos/estados.ts';

/**
 * The kinds of certificate a claim is filed against: a specific trip, or a certificate under a
 * floating policy of either line (its `ramo`). Each kind numbers on its own (VE-, CC-, CT-) and keeps
 * its own ids, so a claim names the kind with the id.
 */
export const TIPOS_CERTIFICADO_SINIESTRO = ['viajeEspecifico', 'transporte', 'contenedores'] as const;
export type TipoCertificadoSiniestro = (typeof TIPOS_CERTIFICADO_SINIESTRO)[number];

/**
 * An annual floating rating (FA-) prices a year of shipments and names none: a loss is claimed on the
 * shipment's own certificate (CC-, CT- under the floating policy) or its specific trip (VE-), never
 * on the rating. Told by the number's form alone, so saying so reveals nothing of the tenant's data.
 */
export const esNumeroAnual = (numero: string): boolean => numero.trim().toUpperCase().startsWith('FA-');

/** Only what covers a shipment can be claimed against: issued or already declared. */
export const estadoDenunciable = (estado: number): boolean => estado === ESTADOS.emitido.id || estado === ESTADOS.declarado.id;

/**
 * Whether a certificate in `estado` whose parties have `cifs` answers to the tax id typed: the
 * comparison ignores dots, dashes, spaces and case (30-12345678-9 is 30123456789). Anything else
 * answers exactly like an unknown number, so a lookup never tells which half was wrong.
 */
export const esDenunciable = (estado: number, cifs: readonly (string | null | undefined)[], cif: string): boolean => {
  const buscado = soloAlfanumerico(cif);
  return estadoDenunciable(estado) && buscado !== '' && cifs.some((x) => !!x && soloAlfanumerico(x) === buscado);
};
