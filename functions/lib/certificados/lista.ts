import type { Principal } from '../auth/principal.ts';
import { prefijoBuscado } from '#shared/certificados/numero-buscado.ts';
import { numeroBuscado, referenciaBuscada } from '../data/busquedas.ts';
import { idsPorPrefijo } from '../data/numeros-certificado.ts';
import {
  CertificadoCarga,
  CertificadoCargaIndice,
  filaDe,
  type CertificadoCargaFilaItem,
  type CertificadoCargaItem,
  type RamoCertificado,
} from '../data/certificados-carga.ts';
import { counterValues, type CounterRef } from '../data/model/counters.ts';
import type { Page, QueryOptions, TenantDb } from '../data/model/db.ts';
import { NotFoundError } from '../http/errors.ts';
import { pagina } from '../http/pagina.ts';
import { Poliza } from '../data/polizas.ts';
import { lineasDeDeclaracion } from '../declaraciones/lineas.ts';
import { alcanceCargaDe, alcanzaCarga, ambitoNumero, totalDeAlcance, type AlcanceCarga } from './alcance.ts';

type Consulta = Promise<Page<CertificadoCargaFilaItem>>;

/** The list query both kinds take (contract: list-certificados-carga, list-certificados-contenedores). */
export interface ConsultaCertificados {
  size: number;
  cursor?: string | undefined;
  estado?: number | undefined;
  nroCertificado?: string | undefined;
  referencia?: string | undefined;
  idDeclaracion?: string | undefined;
  filtro?: string | undefined;
  desde?: string | undefined;
  hasta?: string | undefined;
  direccion: 'asc' | 'desc';
}

/** The scope's own list of one kind, all or in one state: one index per scope (the administration's is the tenant-wide face). */
const delAlcance = (db: TenantDb, ramo: RamoCertificado, a: AlcanceCarga, options: QueryOptions, estado?: number): Consulta => {
  if (a.tipo === 'todos')
    return estado === undefined
      ? db.query(CertificadoCargaIndice, 'byRamo', { ramo }, options)
      : db.query(CertificadoCargaIndice, 'byRamoEstado', { ramo, estado }, options);
  if (a.tipo === 'emisor')
    return estado === undefined
      ? db.query(CertificadoCarga, 'byEmisor', { ramo, emisorId: a.id }, options)
      : db.query(CertificadoCarga, 'byEmisorEstado', { ramo, emisorId: a.id, estado }, options);
  if (a.tipo === 'empresaCliente')
    return estado === undefined
      ? db.query(CertificadoCarga, 'byCliente', { ramo, clienteEmpresaId: a.id }, options)
      : db.query(CertificadoCarga, 'byClienteEstado', { ramo, clienteEmpresaId: a.id, estado }, options);
  return estado === undefined
    ? db.query(CertificadoCarga, 'byAseguradora', { ramo, aseguradoraId: a.id }, options)
    : db.query(CertificadoCarga, 'byAseguradoraEstado', { ramo, aseguradoraId: a.id, estado }, options);
};

/**
 * One page of the certificates of one kind the caller reaches, newest state change first. Each filter
 * is its own access pattern; the exact lookups (number, reference, declaration, text) read tenant-wide
 * partitions of the kind and keep only the caller's rows. `meta.total` comes from counters (none for
 * lookups and date ranges). `fila` narrows the kind's row (every index's partition names the kind).
 */
export const listar = async <F extends CertificadoCargaFilaItem, R>(
  principal: Principal,
  ramo: RamoCertificado,
  query: ConsultaCertificados,
  fila: (f: F) => R,
) => {
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
  // A number, whole or its first digits (record 0178): the caller's own scope's numbers, page by page.
  const porNumero = async (n: string): Consulta => {
    const prefijo = prefijoBuscado(n, ramo);
    if (prefijo === null) return { items: [], cursor: null };
    const ids = await idsPorPrefijo(db, ramo, ambitoNumero(a), prefijo, { limit: query.size, cursor: query.cursor });
    const certificados = await db.getMany(ids.items.map((id) => ({ entity: CertificadoCarga, key: { id } })));
    return { items: certificados.flatMap((c) => (c ? [filaDe(c as CertificadoCargaItem)] : [])), cursor: ids.cursor };
  };
  // The generic filter keeps its exact number: a text may be a number or a reference, one page each.
  const porNumeroExacto = (n: string) =>
    propias(db.query(CertificadoCargaIndice, 'byNumero', { ramo, numero: numeroBuscado(n) }, { limit: 1 })).then((p) => ({
      ...p,
      cursor: null,
    }));
  const porReferencia = (r: string) =>
    propias(db.query(CertificadoCargaIndice, 'byReferencia', { ramo, referencia: referenciaBuscada(r) }, options));

  let consulta: Consulta;
  let total: CounterRef | null = null;
  if (query.nroCertificado) consulta = porNumero(query.nroCertificado);
  else if (query.referencia) consulta = porReferencia(query.referencia);
  else if (query.filtro) {
    const filtro = query.filtro;
    consulta = query.cursor
      ? porReferencia(filtro)
      : porNumeroExacto(filtro).then((p) => (p.items.length ? p : porReferencia(filtro)));
  } else if (query.idDeclaracion) {
    // A declaration's tab: its lines, as declared; a specific trip's says so, to open its own detail.
    const page = await lineasDeDeclaracion(principal, query.idDeclaracion, ramo, options);
    return pagina(page, query.size, null, (l) => ({ ...(fila(l.fila as F) as object), origen: l.origen }) as R);
  } else {
    consulta = delAlcance(db, ramo, a, options, query.estado);
    total = totalDeAlcance(ramo, a, query.estado);
  }
  const [page, totales] = await Promise.all([
    consulta,
    total && !query.desde && !query.hasta ? counterValues(db, [total]) : null,
  ]);
  return pagina(page, query.size, totales ? totales[0]! : null, (f) => fila(f as F));
};

/**
 * The certificates of one kind of a policy, newest state change first, for who sees all of that
 * policy's certificates: the administration, or the policy's insurer (another insurer's policy answers 404).
 */
export const listarDePoliza = async <F extends CertificadoCargaFilaItem, R>(
  principal: Principal,
  ramo: RamoCertificado,
  polizaId: number,
  query: { size: number; cursor?: string | undefined; direccion: 'asc' | 'desc' },
  fila: (f: F) => R,
) => {
  const { db } = principal;
  const a = alcanceCargaDe(principal);
  const poliza = await db.get(Poliza, { id: polizaId });
  if (!poliza || !(a.tipo === 'todos' || (a.tipo === 'aseguradora' && poliza.aseguradoraId === a.id)))
    throw new NotFoundError('La póliza no existe.');
  const page = await db.query(
    CertificadoCarga,
    'byPoliza',
    { ramo, polizaId },
    { limit: query.size, cursor: query.cursor, order: query.direccion },
  );
  return pagina(page, query.size, null, (f) => fila(f as F));
};
