import type { Principal } from '../auth/principal.ts';
import { alcanceCargaDe } from '../certificados/alcance.ts';
import { CotizacionEmbarcacion, type CotizacionEmbarcacionFilaItem } from '../data/embarcaciones.ts';
import type { Page, QueryOptions } from '../data/model/db.ts';
import { pagina } from '../http/pagina.ts';
import { enlaceCheckout } from './cotizacion.ts';

/**
 * Which boat quotes a principal reaches, as the cargo certificates: the administration all of the
 * tenant's, an insurer's staff those it would insure, anyone else (a producer, a broker, a client's
 * user) those its working company registered.
 */
export type AlcanceEmbarcacion = { tipo: 'todos' } | { tipo: 'aseguradora'; id: number } | { tipo: 'emisor'; id: number };

export const alcanceEmbarcacionDe = (p: Pick<Principal, 'empresa' | 'permisos'>): AlcanceEmbarcacion => {
  const a = alcanceCargaDe(p);
  // A boat quote names no client company: a client's users reach the ones their company registered.
  return a.tipo === 'empresaCliente' ? { tipo: 'emisor', id: a.id } : a;
};

/** One page of the scope's quotes: one index per scope, each ordered by creation. */
export const listarEmbarcaciones = async (
  principal: Principal,
  query: { size: number; cursor?: string | undefined; direccion: 'asc' | 'desc' },
) => {
  const { db, tenant } = principal;
  const a = alcanceEmbarcacionDe(principal);
  const options: QueryOptions = { limit: query.size, cursor: query.cursor, order: query.direccion };
  const page: Page<CotizacionEmbarcacionFilaItem> =
    a.tipo === 'todos'
      ? await db.query(CotizacionEmbarcacion, 'byTenant', {}, options)
      : a.tipo === 'aseguradora'
        ? await db.query(CotizacionEmbarcacion, 'byAseguradora', { aseguradoraId: a.id }, options)
        : await db.query(CotizacionEmbarcacion, 'byEmisor', { emisorId: a.id }, options);
  return pagina(page, query.size, null, ({ documentos, polizaEnviada: _enviada, ...f }) => ({
    ...f,
    // The link goes to the customer while there is something to pay; paid, the policy is what counts.
    url: f.estado === 'pendiente' ? enlaceCheckout(tenant, f) : null,
    polizaDisponible: f.estado === 'pagada' && Boolean(documentos.poliza),
  }));
};
