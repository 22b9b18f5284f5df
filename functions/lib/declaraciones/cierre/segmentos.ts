import { rangoDelPeriodo, type Periodo } from '#shared/declaraciones/periodo.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { CertificadoVE, type CertificadoItem } from '../../data/certificados.ts';
import {
  CertificadoCarga,
  CertificadoCargaIndice,
  RAMOS_CERTIFICADO,
  type CertificadoCargaItem,
} from '../../data/certificados-carga.ts';
import { Empresa } from '../../data/empresas.ts';
import type { TenantDb } from '../../data/model/db.ts';

/**
 * The month close's unit of work. A client's floating certificates ('cliente-<company>') are one
 * segment: the declarations are keyed per issuing company (sales) and per insurer and policy
 * (technical), so whichever unit is chosen some declarations gather lines of several segments, and a
 * broker's segment would hold every client it issues for. Specific trips have no client company: an
 * insurer's ('ve-<insurer>'). 'resto' sweeps, after the others, what none of them found (a
 * certificate of a company not registered as a client): on the tenant-wide indexes, as the close did
 * before it had segments.
 */
export const RESTO = 'resto';
const CLIENTE = /^cliente-(\d{1,10})$/;
const VE = /^ve-(\d{1,10})$/;

export const segmentoCliente = (empresaId: number) => `cliente-${empresaId}`;
export const segmentoVE = (aseguradoraId: number) => `ve-${aseguradoraId}`;

/** Whether a queue message names a segment that may run in parallel (the rest runs only in the last step). */
export const esSegmentoParalelo = (segmento: string): boolean => CLIENTE.test(segmento) || VE.test(segmento);

/** A page of certificates still issued in the month, read whole and consistently: what a batch declares. */
export type Pagina = { origen: 'flotante'; items: CertificadoCargaItem[] } | { origen: 've'; items: CertificadoItem[] };

/** Certificates read per page (their full items then come in one BatchGet). */
const PAGINA = 60;
/** Probes of the planner at once: one Query each, a few ms. */
const SONDAS_A_LA_VEZ = 8;

const emitido = ESTADOS.emitido.id;

const rangoDe = (p: Periodo) => {
  const { desde, hasta } = rangoDelPeriodo(p);
  return { desde, hasta, range: { gte: [desde], lt: [hasta] } };
};

/** Every page of an index's rows, each turned into the certificates' whole items still issued in the month. */
async function* completos<T extends { estado: number; fechaEstado: string }>(
  filas: AsyncGenerator<{ id: number }[]>,
  leer: (ids: number[]) => Promise<(T | undefined)[]>,
  p: Periodo,
): AsyncGenerator<T[]> {
  const { desde, hasta } = rangoDelPeriodo(p);
  for await (const pagina of filas) {
    const items = await leer(pagina.map((f) => f.id));
    yield items.filter((c): c is T => !!c && c.estado === emitido && c.fechaEstado >= desde && c.fechaEstado < hasta);
  }
}

const flotantes = (db: TenantDb) => (ids: number[]) =>
  db.getMany(
    ids.map((id) => ({ entity: CertificadoCarga, key: { id } })),
    { consistent: true },
  ) as Promise<(CertificadoCargaItem | undefined)[]>;

const viajes = (db: TenantDb) => (ids: number[]) =>
  db.getMany(
    ids.map((id) => ({ entity: CertificadoVE, key: { id } })),
    { consistent: true },
  ) as Promise<(CertificadoItem | undefined)[]>;

async function* viajesDeAseguradora(db: TenantDb, aseguradoraId: number, p: Periodo): AsyncGenerator<Pagina> {
  const filas = db.pages(
    CertificadoVE,
    'byAseguradoraEstado',
    { aseguradoraId, estado: emitido },
    { range: rangoDe(p).range, limit: PAGINA },
  );
  for await (const items of completos(filas, viajes(db), p)) yield { origen: 've', items };
}

const idsDeTipo = async (db: TenantDb, tipo: 'cliente' | 'aseguradora'): Promise<number[]> => {
  const ids: number[] = [];
  for await (const pagina of db.pages(Empresa, 'byTipo', { tipo }, { limit: 100 })) ids.push(...pagina.map((e) => e.id));
  return ids;
};

/**
 * The certificates a segment declares, a page at a time. Each read starts over from the month's
 * first one still issued: a run after a time budget ran out, or a retry, reads only what is left.
 */
export async function* certificadosDe(db: TenantDb, segmento: string, p: Periodo): AsyncGenerator<Pagina> {
  const { range } = rangoDe(p);
  const cliente = CLIENTE.exec(segmento);
  const ve = VE.exec(segmento);
  if (cliente) {
    const clienteEmpresaId = Number(cliente[1]);
    for (const ramo of RAMOS_CERTIFICADO) {
      const filas = db.pages(
        CertificadoCarga,
        'byClienteEstado',
        { ramo, clienteEmpresaId, estado: emitido },
        { range, limit: PAGINA },
      );
      for await (const items of completos(filas, flotantes(db), p)) yield { origen: 'flotante', items };
    }
  } else if (ve) {
    yield* viajesDeAseguradora(db, Number(ve[1]), p);
  } else if (segmento === RESTO) {
    for (const ramo of RAMOS_CERTIFICADO) {
      const filas = db.pages(CertificadoCargaIndice, 'byRamoEstado', { ramo, estado: emitido }, { range, limit: PAGINA });
      for await (const items of completos(filas, flotantes(db), p)) yield { origen: 'flotante', items };
    }
    for (const aseguradoraId of await idsDeTipo(db, 'aseguradora')) yield* viajesDeAseguradora(db, aseguradoraId, p);
  } else {
    throw new Error(`Segmento desconocido: ${segmento}`);
  }
}

/** Runs `probar` over the ids, a few at a time, and keeps the ids it answers true for (in their order). */
const filtrar = async (ids: number[], probar: (id: number) => Promise<boolean>): Promise<number[]> => {
  const si = new Array<boolean>(ids.length).fill(false);
  let siguiente = 0;
  const trabajador = async () => {
    for (let i = siguiente++; i < ids.length; i = siguiente++) si[i] = await probar(ids[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(SONDAS_A_LA_VEZ, ids.length) }, trabajador));
  return ids.filter((_, i) => si[i]);
};

/**
 * The round's parallel segments: each client company, and each insurer, with a certificate still
 * issued in the month (one Query of one row per client and kind, or per insurer). What it costs grows
 * with the tenant's companies, not with its certificates.
 */
export const planificar = async (db: TenantDb, p: Periodo): Promise<string[]> => {
  const { range } = rangoDe(p);
  const [clientes, aseguradorasConViajes] = await Promise.all([
    idsDeTipo(db, 'cliente').then((ids) =>
      filtrar(ids, async (clienteEmpresaId) => {
        for (const ramo of RAMOS_CERTIFICADO) {
          const uno = await db.query(
            CertificadoCarga,
            'byClienteEstado',
            { ramo, clienteEmpresaId, estado: emitido },
            { range, limit: 1 },
          );
          if (uno.items.length) return true;
        }
        return false;
      }),
    ),
    idsDeTipo(db, 'aseguradora').then((ids) =>
      filtrar(ids, async (aseguradoraId) => {
        const uno = await db.query(CertificadoVE, 'byAseguradoraEstado', { aseguradoraId, estado: emitido }, { range, limit: 1 });
        return uno.items.length > 0;
      }),
    ),
  ]);
  return [...clientes.map(segmentoCliente), ...aseguradorasConViajes.map(segmentoVE)];
};
