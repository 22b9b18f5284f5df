import * as z from 'zod/mini';
import type { TipoDeclaracion } from '#shared/declaraciones/estados.ts';
import type { Principal } from '../auth/principal.ts';
import { numeroBuscado, referenciaBuscada } from '../data/busquedas.ts';
import { CertificadoVE } from '../data/certificados.ts';
import { CertificadoCarga, CertificadoCargaIndice, RAMOS_CERTIFICADO } from '../data/certificados-carga.ts';
import { Declaracion, declaracionesTotal, type DeclaracionItem } from '../data/declaraciones.ts';
import { counterValues } from '../data/model/counters.ts';
import type { Page } from '../data/model/db.ts';
import { ValidationError } from '../http/errors.ts';
import { alcanceDeclaraciones, alcanzaDeclaracion, type AlcanceDeclaraciones } from './acceso.ts';

export interface ConsultaDeclaraciones {
  tipo: TipoDeclaracion;
  size: number;
  cursor?: string | undefined;
  estado?: number[] | undefined;
  referencia?: string | undefined;
  nroCertificado?: string | undefined;
  facturaComercial?: string | undefined;
}

/** Where each state's list stopped: the sort key of its last row shown, or 'fin'. */
const posicionesSchema = z.record(
  z.string().check(z.regex(/^\d$/)),
  z.union([z.literal('fin'), z.tuple([z.string(), z.string()])]),
);
type Posiciones = z.infer<typeof posicionesSchema>;

const leerPosiciones = (cursor: string | undefined): Posiciones => {
  if (!cursor) return {};
  try {
    const parsed = z.safeParse(posicionesSchema, JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // falls through to the 400
  }
  throw new ValidationError([{ path: 'cursor', message: 'Cursor inválido' }]);
};

/**
 * Several states at once (spec 2 §7 "estado in a list"): one Query per state, each from where it
 * stopped, merged newest period first. The cursor holds, per state, the sort key of its last row shown:
 * it only positions inside partitions the caller's scope names, so it cannot reach anything else.
 */
const porEstados = async (
  principal: Principal,
  tipo: TipoDeclaracion,
  a: AlcanceDeclaraciones,
  estados: number[],
  size: number,
  cursor: string | undefined,
): Promise<Page<DeclaracionItem>> => {
  const pos = leerPosiciones(cursor);
  const { db } = principal;
  const paginas = await Promise.all(
    estados.map(async (estado) => {
      const p = pos[String(estado)];
      if (p === 'fin') return { estado, items: [] as DeclaracionItem[], fin: true };
      // The range's bound is inclusive (a BETWEEN): the row it names was shown, so one more is read and it is dropped.
      const options = { limit: p ? size + 1 : size, order: 'desc' as const, ...(p ? { range: { lt: p } } : {}) };
      const page =
        a.tipo === 'todos'
          ? await db.query(Declaracion, 'byTipoEstado', { tipo, estado }, options)
          : await db.query(Declaracion, 'byParteEstado', { tipo, parteId: a.id, estado }, options);
      const items = (page.items as DeclaracionItem[]).filter((d) => !p || d.periodo !== p[0] || d.id !== p[1]).slice(0, size);
      return { estado, items, fin: page.cursor === null };
    }),
  );
  const todas = paginas
    .flatMap((p) => p.items.map((d) => ({ d, estado: p.estado })))
    .sort((x, y) => (x.d.periodo === y.d.periodo ? (x.d.id < y.d.id ? 1 : -1) : x.d.periodo < y.d.periodo ? 1 : -1));
  const mostradas = todas.slice(0, size);
  const siguiente: Posiciones = { ...pos };
  for (const p of paginas) {
    const propias = mostradas.filter((m) => m.estado === p.estado);
    const ultima = propias.at(-1);
    if (ultima) siguiente[String(p.estado)] = [ultima.d.periodo, ultima.d.id];
    if (p.fin && propias.length === p.items.length) siguiente[String(p.estado)] = 'fin';
  }
  const quedan = estados.some((e) => siguiente[String(e)] !== 'fin');
  return {
    items: mostradas.map((m) => m.d),
    cursor: quedan ? Buffer.from(JSON.stringify(siguiente)).toString('base64url') : null,
  };
};

/** The declarations that hold a certificate found by its exact number or internal reference. */
const porCertificado = async (principal: Principal, tipo: TipoDeclaracion, q: ConsultaDeclaraciones): Promise<string[]> => {
  const { db } = principal;
  const ids = (c: { idDeclaracion?: string | null; idDeclaracionTecnica?: string | null } | undefined) =>
    c ? [tipo === 'venta' ? c.idDeclaracion : c.idDeclaracionTecnica] : [];
  if (q.nroCertificado) {
    const numero = numeroBuscado(q.nroCertificado);
    const [ve, ...flotantes] = await Promise.all([
      db.query(CertificadoVE, 'byNumero', { nroCertificado: numero }, { limit: 1 }),
      ...RAMOS_CERTIFICADO.map((ramo) => db.query(CertificadoCargaIndice, 'byNumero', { ramo, numero }, { limit: 1 })),
    ]);
    const items = await db.getMany([
      ...ve!.items.map((f) => ({ entity: CertificadoVE, key: { id: f.id } })),
      ...flotantes.flatMap((p) => p.items.map((f) => ({ entity: CertificadoCarga, key: { id: f.id } }))),
    ]);
    return items.flatMap((c) => ids(c as never)).filter((id): id is string => !!id);
  }
  const referencia = referenciaBuscada(q.referencia ?? '');
  if (!referencia) return [];
  const [ve, ...flotantes] = await Promise.all([
    db.query(CertificadoVE, 'byReferencia', { referencia }, { limit: 20 }),
    ...RAMOS_CERTIFICADO.map((ramo) => db.query(CertificadoCargaIndice, 'byReferencia', { ramo, referencia }, { limit: 20 })),
  ]);
  const items = await db.getMany([
    ...ve!.items.map((f) => ({ entity: CertificadoVE, key: { id: f.id } })),
    ...flotantes.flatMap((p) => p.items.map((f) => ({ entity: CertificadoCarga, key: { id: f.id } }))),
  ]);
  return items.flatMap((c) => ids(c as never)).filter((id): id is string => !!id);
};

/**
 * One page of the declarations of a type the caller reaches, newest period first, with the total
 * from counters; or the few a search finds (an invoice number, a certificate's number or reference).
 */
export const listarDeclaraciones = async (principal: Principal, q: ConsultaDeclaraciones) => {
  const { db } = principal;
  const a = alcanceDeclaraciones(principal, q.tipo);
  const visibles = (items: DeclaracionItem[]) => items.filter((d) => d.tipo === q.tipo && alcanzaDeclaracion(a, d));

  if (q.facturaComercial) {
    const page = await db.query(
      Declaracion,
      'byFactura',
      { facturaNumero: numeroBuscado(q.facturaComercial) },
      {
        prefix: [q.tipo],
        limit: 20,
      },
    );
    return { items: visibles(page.items as DeclaracionItem[]), cursor: null, total: null };
  }
  if (q.nroCertificado || q.referencia) {
    const ids = [...new Set(await porCertificado(principal, q.tipo, q))];
    const items = await db.getMany(ids.map((id) => ({ entity: Declaracion, key: { id } })));
    return { items: visibles(items.filter((d): d is DeclaracionItem => !!d)), cursor: null, total: null };
  }
  const parteId = a.tipo === 'todos' ? null : a.id;
  const estados = q.estado ?? [];
  const [page, totales] = await Promise.all([
    estados.length
      ? porEstados(principal, q.tipo, a, estados, q.size, q.cursor)
      : a.tipo === 'todos'
        ? db.query(Declaracion, 'byTipo', { tipo: q.tipo }, { limit: q.size, cursor: q.cursor, order: 'desc' })
        : db.query(Declaracion, 'byParte', { tipo: q.tipo, parteId: a.id }, { limit: q.size, cursor: q.cursor, order: 'desc' }),
    counterValues(
      db,
      estados.length ? estados.map((e) => declaracionesTotal(q.tipo, parteId, e)) : [declaracionesTotal(q.tipo, parteId)],
    ),
  ]);
  return { items: page.items as DeclaracionItem[], cursor: page.cursor, total: totales.reduce((t, n) => t + n, 0) };
};
