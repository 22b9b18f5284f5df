import type { Principal } from '../auth/principal.ts';
import { counterValues, TENANT_SCOPE } from '../data/model/counters.ts';
import type { Page } from '../data/model/db.ts';
import { pagina } from '../http/pagina.ts';
import { alcanceSuscripcionDe, exigirHabilitado } from './acceso.ts';
import type { FilaItemDe, TipoSolicitud } from './tipo.ts';

/**
 * One page of the requests of a kind the caller sees (the desk: the tenant's; a requester: its
 * company's), newest state change first, optionally in one state: one Query on the scope's index and
 * the total from a counter, in parallel.
 */
export const listarSolicitudes = async <S, R extends { sumaAsegurada: number }, F>(
  t: TipoSolicitud<S, R, F>,
  principal: Principal,
  query: { size: number; cursor?: string; estado?: number },
) => {
  exigirHabilitado(t, principal);
  const { db } = principal;
  const { Solicitud, total } = t.datos;
  const a = alcanceSuscripcionDe(t, principal);
  const o = { limit: query.size, cursor: query.cursor, order: 'desc' as const };
  const { estado } = query;
  const consulta =
    a.tipo === 'todas'
      ? estado === undefined
        ? db.query(Solicitud, 'byTenant', { listado: 'todas' }, o)
        : db.query(Solicitud, 'byTenantEstado', { listado: 'todas', estado }, o)
      : estado === undefined
        ? db.query(Solicitud, 'byEmpresa', { empresaId: a.id }, o)
        : db.query(Solicitud, 'byEmpresaEstado', { empresaId: a.id, estado }, o);
  const contador = a.tipo === 'todas' ? total('tenant', TENANT_SCOPE.ambitoId, estado) : total('empresa', a.id, estado);
  const [page, [cuantas]] = await Promise.all([consulta, counterValues(db, [contador])]);
  return pagina(page as unknown as Page<FilaItemDe<R>>, query.size, cuantas ?? 0, t.fila);
};
