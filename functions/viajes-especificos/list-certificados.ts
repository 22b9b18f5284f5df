import { listCertificados } from '#shared/contract/operations/viajes-especificos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { pagina } from '#lib/http/pagina.ts';
import { prefijoBuscado } from '#shared/certificados/numero-buscado.ts';
import { referenciaBuscada } from '#lib/data/busquedas.ts';
import { CertificadoVE, certificadosTotal, filaVE, type CertificadoFila, type CertificadoItem } from '#lib/data/certificados.ts';
import { idsPorPrefijo } from '#lib/data/numeros-certificado.ts';
import { counterValues, type CounterRef } from '#lib/data/model/counters.ts';
import type { Page, QueryOptions } from '#lib/data/model/db.ts';
import { alcanceDe } from '#lib/viajes/alcance.ts';
import { urlsDe } from '#lib/viajes/urls.ts';
import { filaCertificado } from '#lib/viajes/vista.ts';

/**
 * One page of the certificates the principal's company reaches (a producer's own, an insurer's
 * coverages), newest state change first. Each filter is its own access pattern; the exact lookups
 * (number, reference) are partitions of their own and keep only the company's rows.
 */
export const handler = operationHandler(listCertificados, async ({ query }, principal) => {
  const { db } = principal;
  const a = alcanceDe(principal);
  const productor = a.scope === 'productor';
  const fechas =
    query.desde || query.hasta
      ? { range: { gte: query.desde ? [query.desde] : undefined, lte: query.hasta ? [query.hasta] : undefined } }
      : {};
  const options: QueryOptions = { limit: query.size, cursor: query.cursor, order: query.direccion, ...fechas };
  const propia = (f: CertificadoFila) => (productor ? f.productorId : f.aseguradoraId) === a.empresaId;
  const soloPropias = async (p: Promise<Page<CertificadoFila>>, unica = false) => {
    const page = await p;
    return { items: page.items.filter(propia), cursor: unica ? null : page.cursor };
  };

  const porPrefijo = async (prefijo: string): Promise<Page<CertificadoFila>> => {
    const ambito = { ambito: a.scope, ambitoId: a.empresaId };
    const ids = await idsPorPrefijo(db, 'viaje-especifico', ambito, prefijo, { limit: query.size, cursor: query.cursor });
    const items = await db.getMany(ids.items.map((id) => ({ entity: CertificadoVE, key: { id } })));
    return { items: items.flatMap((c) => (c ? [filaVE(c as CertificadoItem)] : [])), cursor: ids.cursor };
  };
  let consulta: Promise<Page<CertificadoFila>>;
  let total: CounterRef | null = null;
  if (query.nroCertificado) {
    // A number, whole or its first digits (record 0178): the company's own numbers, page by page.
    const prefijo = prefijoBuscado(query.nroCertificado, 'viaje-especifico');
    consulta = prefijo === null ? Promise.resolve({ items: [], cursor: null }) : porPrefijo(prefijo);
  } else if (query.referencia) {
    consulta = soloPropias(db.query(CertificadoVE, 'byReferencia', { referencia: referenciaBuscada(query.referencia) }, options));
  } else if (query.tomadorId) {
    const tomadorId = query.tomadorId;
    consulta = productor
      ? db.query(CertificadoVE, 'byProductorTomador', { productorId: a.empresaId, tomadorId }, options)
      : db.query(CertificadoVE, 'byAseguradoraTomador', { aseguradoraId: a.empresaId, tomadorId }, options);
  } else if (query.estado !== undefined) {
    const estado = query.estado;
    consulta = productor
      ? db.query(CertificadoVE, 'byProductorEstado', { productorId: a.empresaId, estado }, options)
      : db.query(CertificadoVE, 'byAseguradoraEstado', { aseguradoraId: a.empresaId, estado }, options);
    total = certificadosTotal(a.scope, a.empresaId, estado);
  } else {
    consulta = productor
      ? db.query(CertificadoVE, 'byProductor', { productorId: a.empresaId }, options)
      : db.query(CertificadoVE, 'byAseguradora', { aseguradoraId: a.empresaId }, options);
    total = certificadosTotal(a.scope, a.empresaId);
  }
  const [page, totales] = await Promise.all([
    consulta,
    total && !query.desde && !query.hasta ? counterValues(db, [total]) : null,
  ]);
  const urls = await Promise.all(page.items.map(urlsDe));
  const porId = new Map(page.items.map((f, i) => [f.id, urls[i]!]));
  return pagina(page, query.size, totales ? totales[0]! : null, (f) => filaCertificado(f, porId.get(f.id)!));
});
