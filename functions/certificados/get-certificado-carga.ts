import { getCertificadoCarga } from '#shared/contract/operations/certificados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { alcanceCargaDe, alcanzaCarga, visibilidadDe } from '#lib/certificados/alcance.ts';
import { NO_EXISTE } from '#lib/certificados/transicion.ts';
import { ENTIDAD_CARGA, toCertificadoCarga } from '#lib/certificados/vista.ts';
import { CertificadoCarga } from '#lib/data/certificados-carga.ts';
import { Auditoria, MAX_HISTORIAL } from '#lib/data/plataforma.ts';

/** A cargo certificate the caller reaches (404 otherwise, as for one that does not exist), price stripped by permission. */
export const handler = operationHandler(getCertificadoCarga, async ({ params }, principal) => {
  const { db } = principal;
  const id = Number(params.id);
  const [c, historial] = await Promise.all([
    db.get(CertificadoCarga, { id }),
    db.query(Auditoria, 'primary', { entidad: ENTIDAD_CARGA, entidadId: String(id) }, { limit: MAX_HISTORIAL }),
  ]);
  if (!c || !alcanzaCarga(alcanceCargaDe(principal), c)) throw new NotFoundError(NO_EXISTE);
  return toCertificadoCarga(c, historial.items, visibilidadDe(principal));
});
