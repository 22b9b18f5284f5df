import { getPoliza } from '#shared/contract/operations/polizas.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { Auditoria, MAX_HISTORIAL } from '#lib/data/plataforma.ts';
import { Poliza } from '#lib/data/polizas.ts';
import { ENTIDAD_POLIZA, nombresDe, toPoliza } from '#lib/polizas/vista.ts';

export const handler = operationHandler(getPoliza, async ({ params }, { db }) => {
  const [p, historial] = await Promise.all([
    db.get(Poliza, { id: Number(params.id) }),
    db.query(Auditoria, 'primary', { entidad: ENTIDAD_POLIZA, entidadId: params.id }, { limit: MAX_HISTORIAL }),
  ]);
  if (!p) throw new NotFoundError('La póliza no existe.');
  return toPoliza(p, historial.items, await nombresDe(db, [p]));
});
