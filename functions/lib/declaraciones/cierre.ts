import { ESTADOS_DECLARACION, TIPOS_DECLARACION, type TipoDeclaracion } from '#shared/declaraciones/estados.ts';
import { clavePeriodo, idDeclaracion, rangoDelPeriodo, type Periodo } from '#shared/declaraciones/periodo.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import { documentosFaltantes } from '#shared/viajes-especificos/documentos.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { CertificadoVE, pendienteVE, type CertificadoItem } from '../data/certificados.ts';
import {
  CertificadoCarga,
  CertificadoCargaIndice,
  guardarCertificadoCarga,
  RAMOS_CERTIFICADO,
  type CertificadoCargaItem,
} from '../data/certificados-carga.ts';
import { AcumuladoDeclaracion, claveLinea, Declaracion, LineaDeclaracion, type DeclaracionItem } from '../data/declaraciones.ts';
import { Empresa } from '../data/empresas.ts';
import { nextNumber } from '../data/model/counters.ts';
import { coalesce, ConditionFailed, type TenantDb } from '../data/model/db.ts';
import type { WriteOp } from '../data/model/entity.ts';
import { log } from '../http/logger.ts';
import { declarableFlotante, declarableVE, type Declarable, type IdsDeclaracion, type Partes } from './linea.ts';
import { transicionar } from './transicion.ts';

/** DynamoDB's limit of items in one transaction. */
const MAX_TRANSACCION = 100;
/** Certificates read per page (their full items then come in one BatchGet). */
const PAGINA = 60;

export interface ResultadoCierre {
  periodo: string;
  /** false: the time budget ran out; running again (the job re-queues itself) goes on where it stopped. */
  completo: boolean;
  declarados: number;
  /** Certificates that changed while being declared (a baja won the race): left as they are. */
  omitidos: number;
  /** Certificates found for a declaration that was already a draft (issued after its month closed). */
  tardios: number;
  borradores: number;
}

interface Entrada {
  ids: IdsDeclaracion;
  declarable: Declarable;
  ops: WriteOp[];
}

/** Sums of the declarations a batch touches, as ADDs on their running sums, and the check that each is still open. */
const opsDeDeclaraciones = (entradas: Entrada[]): WriteOp[] => {
  const sumas = new Map<string, Record<string, number>>();
  for (const e of entradas) {
    const { ramo, sumaAsegurada, prima, markup, precioFinal } = e.declarable.importes;
    for (const id of Object.values(e.ids)) {
      const s = sumas.get(id) ?? {};
      const cantidad = ramo === 'transporte' ? 'cantidadTransporte' : 'cantidadContenedores';
      s[cantidad] = (s[cantidad] ?? 0) + 1;
      s.sumaAsegurada = (s.sumaAsegurada ?? 0) + sumaAsegurada;
      s.prima = (s.prima ?? 0) + prima;
      s.markup = (s.markup ?? 0) + markup;
      s.precioFinal = (s.precioFinal ?? 0) + precioFinal;
      sumas.set(id, s);
    }
  }
  return [...sumas].flatMap(([id, add]) => [
    AcumuladoDeclaracion.update(
      { id },
      { add: Object.fromEntries(Object.entries(add).map(([k, v]) => [k, Math.round(v * 100) / 100])) },
      { upsert: true },
    ),
    Declaracion.check({ id }, { estado: ESTADOS_DECLARACION.enProceso.id }),
  ]);
};

const tamano = (ops: WriteOp[]) => coalesce(ops).length;

/**
 * Closes a business month for one tenant: every certificate issued in it (floating cargo and
 * containers, and specific trips) becomes declarado (30) in the same transaction that writes its line
 * in its sales declaration (issuing company) and its technical one (insurer and policy), adds to both
 * declarations' sums and checks they are still open. The write is conditional on the certificate's
 * state and version, so a concurrent baja either happens first (the certificate is skipped) or loses
 * (409 to its caller). Batches fill a transaction; a batch that meets a changed certificate is retried
 * one certificate at a time. When every certificate is declared, each open declaration of the month
 * becomes a draft with its sums (an audited transition that tells finance).
 *
 * Idempotent and resumable: it reads only certificates still issued in the month, so a second run, or
 * the run after a time budget ran out, does only what is left.
 */
export const cerrarMes = async (
  db: TenantDb,
  periodo: Periodo,
  options: { ahora?: string; hastaMs?: number; alBorrador?: (d: DeclaracionItem) => Promise<void> } = {},
): Promise<ResultadoCierre> => {
  const ahora = options.ahora ?? new Date().toISOString();
  const { desde, hasta } = rangoDelPeriodo(periodo);
  const clave = clavePeriodo(periodo);
  const paisPolizaId = findTenant(db.tenant)?.paisPolizaId ?? 0;
  const resultado: ResultadoCierre = { periodo: clave, completo: false, declarados: 0, omitidos: 0, tardios: 0, borradores: 0 };
  const abiertas = new Map<string, boolean>();
  const empresas = new Map<number, { cif: string }>();
  const sinTiempo = () => options.hastaMs !== undefined && Date.now() > options.hastaMs;

  const idsDe = (p: Partes): IdsDeclaracion => ({
    venta: idDeclaracion(periodo, { tipo: 'venta', emisorId: p.emisor.id }, p.moneda.id),
    tecnica: idDeclaracion(
      periodo,
      { tipo: 'tecnica', aseguradoraId: p.aseguradora.id, polizaId: p.poliza?.id ?? 0 },
      p.moneda.id,
    ),
  });

  /** The declarations of a batch exist and are open (created En proceso on first sight, conditionally). */
  const abrir = async (tipo: TipoDeclaracion, id: string, p: Partes): Promise<boolean> => {
    const conocida = abiertas.get(id);
    if (conocida !== undefined) return conocida;
    let d = await db.get(Declaracion, { id }, { consistent: true });
    if (!d) {
      const nueva = await declaracionNueva(tipo, id, p);
      try {
        await db.write(Declaracion.create(nueva));
        d = nueva;
      } catch (err) {
        if (!(err instanceof ConditionFailed)) throw err;
        d = (await db.get(Declaracion, { id }, { consistent: true }))!;
      }
    }
    const abierta = d.estado === ESTADOS_DECLARACION.enProceso.id;
    abiertas.set(id, abierta);
    return abierta;
  };

  const declaracionNueva = async (tipo: TipoDeclaracion, id: string, p: Partes): Promise<DeclaracionItem> => {
    let cif = empresas.get(p.emisor.id)?.cif;
    if (tipo === 'venta' && cif === undefined) {
      cif = (await db.get(Empresa, { id: p.emisor.id }))?.cif ?? '';
      empresas.set(p.emisor.id, { cif });
    }
    return {
      id,
      tipo,
      periodo: clave,
      estado: ESTADOS_DECLARACION.enProceso.id,
      pagada: false,
      fechaEstado: ahora,
      fechaBorrador: null,
      aceptacion: null,
      parteId: tipo === 'venta' ? p.emisor.id : p.aseguradora.id,
      emisor: tipo === 'venta' ? { ...p.emisor, cif: cif ?? '' } : null,
      aseguradora: tipo === 'tecnica' ? p.aseguradora : null,
      poliza: tipo === 'tecnica' ? p.poliza : null,
      // The month's declaration is an endorsement of the floating policy, numbered per policy.
      endoso: tipo === 'tecnica' && p.poliza ? await nextNumber(db, `endoso-poliza-${p.poliza.id}`) : null,
      moneda: p.moneda,
      cantidadTransporte: 0,
      cantidadContenedores: 0,
      sumaAsegurada: 0,
      prima: 0,
      markup: 0,
      precioFinal: 0,
      factura: null,
      pagos: [],
      version: 1,
    };
  };

  /** Writes a batch in as few transactions as fit; a transaction that fails goes one certificate at a time. */
  const escribir = async (entradas: Entrada[]) => {
    const abiertasDeTanda: Entrada[] = [];
    for (const e of entradas) {
      const ok =
        (await abrir('venta', e.ids.venta, e.declarable.partes)) && (await abrir('tecnica', e.ids.tecnica, e.declarable.partes));
      if (ok) abiertasDeTanda.push(e);
      else resultado.tardios++;
    }
    let lote: Entrada[] = [];
    const enviar = async (grupo: Entrada[]) => {
      if (!grupo.length) return;
      try {
        await db.write([...grupo.flatMap((e) => e.ops), ...opsDeDeclaraciones(grupo)]);
        resultado.declarados += grupo.length;
      } catch (err) {
        if (!(err instanceof ConditionFailed)) throw err;
        if (grupo.length === 1) {
          resultado.omitidos++;
          abiertas.clear();
          return;
        }
        for (const e of grupo) await enviar([e]);
      }
    };
    for (const e of abiertasDeTanda) {
      const candidato = [...lote, e];
      if (lote.length && tamano([...candidato.flatMap((x) => x.ops), ...opsDeDeclaraciones(candidato)]) > MAX_TRANSACCION) {
        await enviar(lote);
        lote = [e];
      } else lote = candidato;
    }
    await enviar(lote);
  };

  const enMes = (c: { estado: number; fechaEstado: string }) =>
    c.estado === ESTADOS.emitido.id && c.fechaEstado >= desde && c.fechaEstado < hasta;
  const rango = { range: { gte: [desde], lt: [hasta] }, limit: PAGINA };

  // Floating certificates, each kind from the tenant-wide index of issued ones.
  for (const ramo of RAMOS_CERTIFICADO) {
    for await (const filas of db.pages(CertificadoCargaIndice, 'byRamoEstado', { ramo, estado: ESTADOS.emitido.id }, rango)) {
      const items = (await db.getMany(
        filas.map((f) => ({ entity: CertificadoCarga, key: { id: f.id } })),
        { consistent: true },
      )) as (CertificadoCargaItem | undefined)[];
      const entradas = items
        .filter((c): c is CertificadoCargaItem => !!c && enMes(c))
        .map((c) => entradaFlotante(c, idsDe, ahora));
      await escribir(entradas);
      if (sinTiempo()) return resultado;
    }
  }

  // Specific trips, insurer by insurer (their issued index is per insurer).
  for await (const aseguradoras of db.pages(Empresa, 'byTipo', { tipo: 'aseguradora' }, { limit: 100 })) {
    for (const a of aseguradoras) {
      for await (const filas of db.pages(
        CertificadoVE,
        'byAseguradoraEstado',
        { aseguradoraId: a.id, estado: ESTADOS.emitido.id },
        rango,
      )) {
        const items = (await db.getMany(
          filas.map((f) => ({ entity: CertificadoVE, key: { id: f.id } })),
          { consistent: true },
        )) as (CertificadoItem | undefined)[];
        const entradas = items
          .filter((c): c is CertificadoItem => !!c && enMes(c))
          .map((c) => entradaVE(c, idsDe, ahora, paisPolizaId));
        await escribir(entradas);
        if (sinTiempo()) return resultado;
      }
    }
  }

  // Every certificate is declared: the month's open declarations become drafts with their sums.
  for (const tipo of TIPOS_DECLARACION) {
    for await (const abiertasDelMes of db.pages(
      Declaracion,
      'byTipoEstado',
      { tipo, estado: ESTADOS_DECLARACION.enProceso.id },
      { prefix: [clave], limit: 100 },
    )) {
      for (const fila of abiertasDelMes) {
        const d = (await db.get(Declaracion, { id: fila.id }, { consistent: true }))!;
        if (d.estado !== ESTADOS_DECLARACION.enProceso.id) continue;
        const s = await db.get(AcumuladoDeclaracion, { id: d.id }, { consistent: true });
        const borrador = await transicionar(db, d, {
          accion: 'cerrar',
          por: null,
          ahora,
          cambios: {
            fechaBorrador: ahora,
            cantidadTransporte: s?.cantidadTransporte ?? 0,
            cantidadContenedores: s?.cantidadContenedores ?? 0,
            sumaAsegurada: s?.sumaAsegurada ?? 0,
            prima: s?.prima ?? 0,
            markup: s?.markup ?? 0,
            precioFinal: s?.precioFinal ?? 0,
          },
        });
        resultado.borradores++;
        await options
          .alBorrador?.(borrador)
          .catch((err: unknown) =>
            log.error('bordereau not generated', { declaracion: d.id, error: err instanceof Error ? err.message : String(err) }),
          );
        if (sinTiempo()) return resultado;
      }
    }
  }
  resultado.completo = true;
  return resultado;
};

/** The next version of an issued floating certificate: declarado, with both declarations, its PDF carried over. */
const entradaFlotante = (c: CertificadoCargaItem, idsDe: (p: Partes) => IdsDeclaracion, ahora: string): Entrada => {
  const declarable = declarableFlotante(c);
  const ids = idsDe(declarable.partes);
  const version = c.version + 1;
  const next: CertificadoCargaItem = {
    ...c,
    estado: ESTADOS.declarado.id,
    fechaEstado: ahora,
    idDeclaracion: ids.venta,
    idDeclaracionTecnica: ids.tecnica,
    version,
    // The declared certificate's document is the issued one: same PDF, now of this version.
    documentos: c.documentos.version === c.version && c.documentos.certificado ? { ...c.documentos, version } : c.documentos,
  };
  const e = { ids, declarable: declarableFlotante(next) };
  return { ...e, ops: [...guardarCertificadoCarga(c, next), ...lineaOps(e)] };
};

const entradaVE = (c: CertificadoItem, idsDe: (p: Partes) => IdsDeclaracion, ahora: string, paisPolizaId: number): Entrada => {
  const ids = idsDe(declarableVE(c, null, paisPolizaId).partes);
  const version = c.version + 1;
  const emitidos = documentosFaltantes(c.estado, c.version, c.documentos).length === 0;
  const next: CertificadoItem = {
    ...c,
    estado: ESTADOS.declarado.id,
    fechaEstado: ahora,
    idDeclaracion: ids.venta,
    idDeclaracionTecnica: ids.tecnica,
    version,
    documentos: emitidos ? { ...c.documentos, version } : c.documentos,
  };
  const e = { ids, declarable: declarableVE(next, ids, paisPolizaId) };
  return {
    ...e,
    ops: [
      ...CertificadoVE.put(next, { previous: c, when: { estado: c.estado, version: c.version } }),
      ...(emitidos ? [] : pendienteVE(next, c)),
      ...lineaOps(e),
    ],
  };
};

function lineaOps(e: Omit<Entrada, 'ops'>): WriteOp[] {
  return LineaDeclaracion.create({
    clave: claveLinea(e.declarable.origen, e.declarable.id),
    origen: e.declarable.origen,
    certificadoId: e.declarable.id,
    ramo: e.declarable.importes.ramo,
    idVenta: e.ids.venta,
    idTecnica: e.ids.tecnica,
    fechaEmision: e.declarable.fechaEmision,
    fila: e.declarable.fila,
    bordereau: e.declarable.bordereau,
  });
}
