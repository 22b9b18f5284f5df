import { esNumeroAnual } from '#shared/siniestros/certificado.ts';

/** The message of a lookup that found nothing to claim on: an annual rating's number (FA-) says why. */
export const avisoNoEncontrado = (numero: string) =>
  esNumeroAnual(numero) ? ('aviso.anualNoDenunciable' as const) : ('aviso.noEncontrado' as const);
