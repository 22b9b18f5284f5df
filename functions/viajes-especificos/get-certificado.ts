import { getCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { certificados } from '#lib/data/certificados.ts';
import { alcanceDe, alcanza } from '#lib/viajes/cotizador.ts';
import { urlsDe } from '#lib/viajes/urls.ts';
import { toCertificado } from '#lib/viajes/vista.ts';

export const handler = operationHandler(getCertificado, async ({ params }, principal) => {
  const id = Number(params.id);
  const c = await certificados(principal.table).get(id);
  const alcance = alcanceDe(principal);
  if (!c || !alcanza(alcance, c)) throw new NotFoundError('El certificado no existe.');
  const [historial, urls] = await Promise.all([principal.table.auditTrail('viaje-especifico', id), urlsDe(c)]);
  return toCertificado(c, historial, urls);
});
