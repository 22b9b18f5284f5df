import { listCertificadosCarga } from '#shared/contract/operations/certificados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { pagina } from '#lib/http/pagina.ts';
import { alcanceCargaDe, alcanzaCarga, totalCargaDe, visibilidadDe, type AlcanceCarga } from '#lib/certificados/alcance.ts';
import { filaCarga } from '#lib/certificados/vista.ts';
import { numeroBuscado, referenciaBuscada } from '#lib/data/certificados.ts';
import { CertificadoCarga, CertificadoCargaIndice, type CertificadoCargaFilaItem } from '#lib/data/certificados-carga.ts';
import { counterValues } from '#lib/data/model/counters.ts';
import type { Page, QueryOptions, TenantDb } from '#lib/data/model/db.ts';

type Consulta = Promise<Page<CertificadoCargaFilaItem>>;

/** The scope's own list, all or in one state: one index per scope (the administration's is the tenant-wide face). */
const delAlcance = (db: TenantDb, a: AlcanceCarga, options: QueryOptions, estado?: number): Consulta => {
  if (a.tipo === 'todos')
    return estado === undefined
      ? db.query(CertificadoCargaIndice, 'byRamo', { ramo: 'transporte' }, options)
      : db.query(CertificadoCargaIndice, 'byRamoEstado', { ramo: 'transporte', estado }, options);
  if (a.tipo === 'emisor')
    return estado === undefined
      ? db.query(CertificadoCarga, 'byEmisor', { emisorId: a.id }, options)
      : db.query(CertificadoCarga, 'byEmisorEstado', { emisorId: a.id, estado }, options);
  if (a.tipo === 'empresaCliente')
    return estado === undefined
      ? db.query(CertificadoCarga, 'byCliente', { clienteEmpresaId: a.id }, options)
      : db.query(CertificadoCarga, 'byClienteEstado', { clienteEmpresaId: a.id, estado }, options);
  return estado === undefined
    ? db.query(CertificadoCarga, 'byAseguradora', { aseguradoraId: a.id }, options)
    : db.query(CertificadoCarga, 'byAseguradoraEstado', { aseguradoraId: a.id, estado }, options);
};

/**
 * One page of the cargo certificates the caller reaches, newest state change first. Each filter is its
 * own access pattern; the exact lookups (number, reference, declaration, text) read tenant-wide
 * partitions and keep only the caller's rows. `meta.total` comes from counters (none for lookups and
 * date ranges).
 */
export const handler = operationHandler(listCertificadosCarga, async ({ query }, principal) => {
  const { db } = principal;
  const a = alcanceCargaDe(principal);
  const fechas =
    query.desde || query.hasta
      ? { range: { gte: query.desde ? [query.desde] : undefined, lte: query.hasta ? [`${query.hasta}\uffff`] : undefined } }
      : {};
  const options: QueryOptions = { limit: query.size, cursor: query.cursor, order: query.direccion, ...fechas };
  const propias = async (p: Consulta): Consulta => {
    const page = await p;
    return { items: page.items.filter((f) => alcanzaCarga(a, f)), cursor: page.cursor };
  };
  const porNumero = (n: string) =>
    propias(db.query(CertificadoCargaIndice, 'byNumero', { numero: numeroBuscado(n) }, { limit: 1 })).then((p) => ({
      ...p,
      cursor: null,
    }));
  const porReferencia = (r: string) =>
    propias(db.query(CertificadoCargaIndice, 'byReferencia', { referencia: referenciaBuscada(r) }, options));

  let consulta: Consulta;
  let total: ReturnType<typeof totalCargaDe> | null = null;
  if (query.nroCertificado) consulta = porNumero(query.nroCertificado);
  else if (query.referencia) consulta = porReferencia(query.referencia);
  else if (query.filtro) {
    const filtro = query.filtro;
    consulta = query.cursor ? porReferencia(filtro) : porNumero(filtro).then((p) => (p.items.length ? p : porReferencia(filtro)));
  } else if (query.idDeclaracion)
    consulta = propias(db.query(CertificadoCarga, 'byDeclaracion', { idDeclaracion: query.idDeclaracion }, options));
  else {
    consulta = delAlcance(db, a, options, query.estado);
    total = totalCargaDe(a, query.estado);
  }
  const [page, totales] = await Promise.all([
    consulta,
    total && !query.desde && !query.hasta ? counterValues(db, [total]) : null,
  ]);
  const v = visibilidadDe(principal);
  return pagina(page, query.size, totales ? totales[0]! : null, (f) => filaCarga(f, v));
});
