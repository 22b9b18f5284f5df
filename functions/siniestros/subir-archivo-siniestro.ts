import { subirArchivoSiniestro } from '#shared/contract/operations/siniestros.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { siniestroAlcanzable } from '#lib/siniestros/acceso.ts';
import { presignArchivo } from '#lib/siniestros/archivos.ts';

export const handler = operationHandler(subirArchivoSiniestro, async ({ params, body }, principal) => {
  const s = await siniestroAlcanzable(principal, Number(params.id));
  return presignArchivo(principal.tenant.id, 'siniestros', String(s.id), body);
});
