import { getCertificadoCarga } from '#shared/contract/operations/certificados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { leerConHistorial } from '#lib/certificados/transicion.ts';
import { toCertificadoCarga } from '#lib/certificados/vista.ts';

/** A cargo certificate the caller reaches (404 otherwise, as for one that does not exist), price stripped by permission. */
export const handler = operationHandler(getCertificadoCarga, async ({ params }, principal) => {
  const { c, historial } = await leerConHistorial(principal, 'transporte', Number(params.id));
  return toCertificadoCarga(c, historial, visibilidadDe(principal));
});
