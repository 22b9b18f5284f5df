import { soloAlfanumerico } from '#shared/text/normalizar.ts';

/**
 * The exact searches' key forms of every certificate (specific trips and floating ones): an internal
 * reference is searched without signs ('OC-12/3' = 'oc123'), a number in upper case.
 */
export const referenciaBuscada = (s: string) => soloAlfanumerico(s);
export const numeroBuscado = (s: string) => s.trim().toUpperCase();
