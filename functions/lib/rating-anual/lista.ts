import type { Principal } from '../auth/principal.ts';
import { CertificadoAnual, type CertificadoAnualFilaItem } from '../data/certificados-anuales.ts';
import { counterValues } from '../data/model/counters.ts';
import type { Page, QueryOptions } from '../data/model/db.ts';
import { alcanceAnualDe, totalAnualDe, type AlcanceAnual } from './alcance.ts';

/** The one Query of a scope's list, all states or one. */
const consulta = (principal: Principal, a: AlcanceAnual, estado: number | undefined, o: QueryOptions) => {
  const { db } = principal;
  if (a.tipo === 'todos')
    return estado === undefined
      ? db.query(CertificadoAnual, 'byTenant', { listado: 'todos' }, o)
      : db.query(CertificadoAnual, 'byTenantEstado', { listado: 'todos', estado }, o);
  if (a.tipo === 'productor')
    return estado === undefined
      ? db.query(CertificadoAnual, 'byProductor', { productorId: a.id }, o)
      : db.query(CertificadoAnual, 'byProductorEstado', { productorId: a.id, estado }, o);
  return estado === undefined
    ? db.query(CertificadoAnual, 'byAseguradora', { aseguradoraId: a.id }, o)
    : db.query(CertificadoAnual, 'byAseguradoraEstado', { aseguradoraId: a.id, estado }, o);
};

/**
 * One page of the annual quotes a principal reaches, newest state date first, optionally in one
 * state: one Query on its scope's index, and its total from a counter, in parallel.
 */
export const listarAnuales = async (
  principal: Principal,
  q: { size: number; cursor?: string | undefined; estado?: number | undefined },
) => {
  const a = alcanceAnualDe(principal);
  const [page, [total]] = await Promise.all([
    consulta(principal, a, q.estado, { limit: q.size, cursor: q.cursor, order: 'desc' }),
    counterValues(principal.db, [totalAnualDe(a, q.estado)]),
  ]);
  return { page: page as Page<CertificadoAnualFilaItem>, total: total ?? 0 };
};
