import { getSiniestro } from '#shared/contract/operations/siniestros.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { siniestros } from '#lib/data/siniestros.ts';
import { alcanzaSiniestro, mapaEmpresas } from '#lib/siniestros/acceso.ts';
import { toSiniestro } from '#lib/siniestros/vista.ts';

export const handler = operationHandler(getSiniestro, async ({ params }, principal) => {
  const id = Number(params.id);
  const [{ siniestro, observaciones }, historial, empresas] = await Promise.all([
    siniestros(principal.table).conObservaciones(id),
    principal.table.auditTrail('siniestro', id),
    mapaEmpresas(principal),
  ]);
  if (!siniestro || !alcanzaSiniestro(principal, siniestro)) throw new NotFoundError('El siniestro no existe.');
  return toSiniestro(siniestro, observaciones, historial, empresas);
});
