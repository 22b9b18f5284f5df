import { listSolicitudesSuscripcion } from '#shared/contract/operations/suscripciones.ts';
import { counterValues } from '#lib/data/model/counters.ts';
import type { Page } from '#lib/data/model/db.ts';
import { SolicitudSuscripcion, suscripcionesTotal, type SolicitudSuscripcionFilaItem } from '#lib/data/suscripciones.ts';
import { TENANT_SCOPE } from '#lib/data/model/counters.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { pagina } from '#lib/http/pagina.ts';
import { alcanceSuscripcionDe } from '#lib/suscripciones/acceso.ts';
import { toFilaSuscripcion } from '#lib/suscripciones/vista.ts';

/**
 * One page of the requests the caller sees (the desk: the tenant's; a requester: its company's),
 * newest state change first, optionally in one state: one Query on the scope's index and the total
 * from a counter, in parallel.
 */
export const handler = operationHandler(listSolicitudesSuscripcion, async ({ query }, principal) => {
  const { db } = principal;
  const a = alcanceSuscripcionDe(principal);
  const o = { limit: query.size, cursor: query.cursor, order: 'desc' as const };
  const { estado } = query;
  const consulta =
    a.tipo === 'todas'
      ? estado === undefined
        ? db.query(SolicitudSuscripcion, 'byTenant', { listado: 'todas' }, o)
        : db.query(SolicitudSuscripcion, 'byTenantEstado', { listado: 'todas', estado }, o)
      : estado === undefined
        ? db.query(SolicitudSuscripcion, 'byEmpresa', { empresaId: a.id }, o)
        : db.query(SolicitudSuscripcion, 'byEmpresaEstado', { empresaId: a.id, estado }, o);
  const total =
    a.tipo === 'todas'
      ? suscripcionesTotal('tenant', TENANT_SCOPE.ambitoId, estado)
      : suscripcionesTotal('empresa', a.id, estado);
  const [page, [cuantas]] = await Promise.all([consulta, counterValues(db, [total])]);
  return pagina(page as Page<SolicitudSuscripcionFilaItem>, query.size, cuantas ?? 0, toFilaSuscripcion);
});
