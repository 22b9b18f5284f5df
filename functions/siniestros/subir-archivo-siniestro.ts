import { subirArchivoSiniestro } from '#shared/contract/operations/siniestros.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { siniestroAlcanzable } from '#lib/siniestros/acceso.ts';
import { presignArchivo } from '#lib/siniestros/archivos.ts';

export const handler = operationHandler(subirArchivoSiniestro, async ({ params, body }, principal) => {
  const s = await siniestroAlcanzable(principal, Number(params.id));
  const ambito = { llamante: `usuario:${principal.usuario.id}`, destino: `siniestro:${s.id}` } as const;
  return presignArchivo(principal.db, ambito, 'subidas-siniestros', String(s.id), body);
});
