import { listPolizas } from '#shared/contract/operations/polizas.ts';
import { numeroNormalizado } from '#shared/polizas/reglas.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { operationHandler, type Request } from '#lib/http/handler.ts';
import { pagina } from '#lib/http/pagina.ts';
import { counterValues } from '#lib/data/model/counters.ts';
import type { Page, QueryOptions, TenantDb } from '#lib/data/model/db.ts';
import { Poliza, polizasTotal, type PolizaFilaItem } from '#lib/data/polizas.ts';
import { hoyNegocio } from '#lib/data/tarifario.ts';
import { nombresDe, toPolizaFila } from '#lib/polizas/vista.ts';

type Query = Request<typeof listPolizas>['query'];

/** A page by name, narrowed by insurer or line when asked, and by a name prefix when texto is set. */
const porNombre = (db: TenantDb, q: Query, options: QueryOptions): Promise<Page<PolizaFilaItem>> => {
  const o = { ...options, ...(q.texto ? { prefix: [normalizar(q.texto)] } : {}) };
  if (q.aseguradoraId !== undefined) return db.query(Poliza, 'byAseguradora', { aseguradoraId: q.aseguradoraId }, o);
  if (q.ramo !== undefined) return db.query(Poliza, 'byRamo', { ramo: q.ramo }, o);
  return db.query(Poliza, 'byNombre', {}, o);
};

/**
 * A page by end of period for a state: annulled ones, or the live ones whose last day is today or
 * later (vigentes, soonest to expire first) or earlier (vencidas, latest expired first).
 */
const porEstado = (db: TenantDb, estado: NonNullable<Query['estado']>, options: QueryOptions, hoy: string) =>
  estado === 'anulada'
    ? db.query(Poliza, 'byVencimiento', { anulada: true }, { ...options, order: 'desc' })
    : estado === 'vigente'
      ? db.query(Poliza, 'byVencimiento', { anulada: false }, { ...options, range: { gte: [hoy] } })
      : db.query(Poliza, 'byVencimiento', { anulada: false }, { ...options, range: { lt: [hoy] }, order: 'desc' });

/**
 * The policies with exactly this number (of any insurer; a handful at most), on the first page of
 * a search only: a following page is always a page of the name search.
 */
const porNumero = async (db: TenantDb, q: Query): Promise<PolizaFilaItem[]> => {
  if (!q.texto || q.cursor) return [];
  const page = await db.query(Poliza, 'byNumero', { numeroNorm: numeroNormalizado(q.texto) }, { limit: q.size });
  return page.items.filter(
    (p) => (q.aseguradoraId === undefined || p.aseguradoraId === q.aseguradoraId) && (q.ramo === undefined || p.ramo === q.ramo),
  );
};

/**
 * One page of the tenant's policies. Each filter is its own key condition (one at a time); texto is
 * an exact number or else the beginning of the name. Totals come from counters, except for a search
 * and for vigente/vencida (they depend on the day).
 */
export const handler = operationHandler(listPolizas, async ({ query }, { db }) => {
  const hoy = hoyNegocio();
  const options: QueryOptions = { limit: query.size, cursor: query.cursor };
  const exactas = await porNumero(db, query);
  const page: Page<PolizaFilaItem> = exactas.length
    ? { items: exactas, cursor: null }
    : query.estado
      ? await porEstado(db, query.estado, options, hoy)
      : await porNombre(db, query, options);
  const contable = !query.texto && (query.estado === undefined || query.estado === 'anulada');
  const [nombres, totales] = await Promise.all([
    nombresDe(db, page.items),
    contable
      ? counterValues(db, [
          polizasTotal({ aseguradoraId: query.aseguradoraId, ramo: query.ramo, anuladas: query.estado === 'anulada' }),
        ])
      : Promise.resolve(null),
  ]);
  return pagina(page, query.size, totales ? totales[0]! : null, (p) => toPolizaFila(p, nombres, hoy));
});
