import { getSiniestro } from '#shared/contract/operations/siniestros.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { alcanzaSiniestro } from '#lib/siniestros/acceso.ts';
import { leerSiniestro } from '#lib/siniestros/vista.ts';

export const handler = operationHandler(getSiniestro, async ({ params }, principal) => {
  const leido = await leerSiniestro(principal.db, Number(params.id));
  if (!leido || !alcanzaSiniestro(principal, leido.siniestro)) throw new NotFoundError('El siniestro no existe.');
  return leido.vista();
});
