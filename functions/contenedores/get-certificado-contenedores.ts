import { getCertificadoContenedores } from '#shared/contract/operations/contenedores.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { leerConHistorial } from '#lib/certificados/transicion.ts';
import { toCertificadoContenedores } from '#lib/certificados/vista.ts';

/** A container certificate the caller reaches (404 otherwise, and for a cargo one), price stripped by permission. */
export const handler = operationHandler(getCertificadoContenedores, async ({ params }, principal) => {
  const { c, historial } = await leerConHistorial(principal, 'contenedores', Number(params.id));
  return toCertificadoContenedores(c, historial, visibilidadDe(principal));
});
