import { getCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { CertificadoVE } from '#lib/data/certificados.ts';
import { Auditoria, MAX_HISTORIAL } from '#lib/data/plataforma.ts';
import { alcanceDe, alcanza } from '#lib/viajes/alcance.ts';
import { urlsDe } from '#lib/viajes/urls.ts';
import { toCertificado } from '#lib/viajes/vista.ts';

export const handler = operationHandler(getCertificado, async ({ params }, principal) => {
  const { db } = principal;
  const id = Number(params.id);
  const [c, historial] = await Promise.all([
    db.get(CertificadoVE, { id }),
    db.query(Auditoria, 'primary', { entidad: 'viaje-especifico', entidadId: String(id) }, { limit: MAX_HISTORIAL }),
  ]);
  if (!c || !alcanza(alcanceDe(principal), c)) throw new NotFoundError('El certificado no existe.');
  return toCertificado(c, historial.items, await urlsDe(c));
});
