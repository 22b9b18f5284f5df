import { ESTADOS_DECLARACION, type TipoDeclaracion } from '#shared/declaraciones/estados.ts';
import { idDeclaracion } from '#shared/declaraciones/periodo.ts';
import { findTenant } from '#shared/tenants/tenants.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { CertificadoVE } from '../../data/certificados.ts';
import { CertificadoCarga } from '../../data/certificados-carga.ts';
import { SegmentoCierre } from '../../data/cierres.ts';
import { AcumuladoDeclaracion, Declaracion, type DeclaracionItem } from '../../data/declaraciones.ts';
import { Empresa } from '../../data/empresas.ts';
import { numberInTransaction } from '../../data/model/counters.ts';
import { ConditionFailed, TransactionConflict } from '../../data/model/db.ts';
import { coalesce } from '../../data/model/writes.ts';
import type { IdsDeclaracion, Partes } from '../linea.ts';
import { certificadosDe } from './segmentos.ts';
import {
  claveSegmento,
  entradaFlotante,
  entradaVE,
  opsDeTanda,
  POSICION_DEL_SEGMENTO,
  type Entrada,
  type Segmento,
} from './tanda.ts';

/** DynamoDB's limit of items in one transaction. */
const MAX_TRANSACCION = 100;
/** Tries of a write another writer held at the same moment (DynamoDB cancelled it: nothing was written). */
const INTENTOS_CONFLICTO = 10;

/** The segment is no longer pending: another run of it has finished it, so this run stops. */
export class SegmentoCerrado extends Error {
  constructor(segmento: string) {
    super(`el segmento ${segmento} ya no está pendiente`);
  }
}

export interface Declarados {
  /** false: the time budget ran out; the next run of the segment goes on where this one stopped. */
  completo: boolean;
  declarados: number;
  /** Certificates that changed while being declared (a baja won the race): left as they are. */
  omitidos: number;
  /** Certificates found for a declaration that was already a draft (issued after its month closed). */
  tardios: number;
}

/** A short, growing, random pause before trying a conflicting write again. */
export const pausa = (intento: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(1000, 25 * 2 ** intento)));

const segmentoFallo = (err: ConditionFailed) => err.reasons[POSICION_DEL_SEGMENTO] === 'ConditionalCheckFailed';

/**
 * Declares what is left of one segment: every certificate of it still issued in the month becomes
 * declarado (30) in the same transaction that writes its line in its sales declaration (issuing
 * company) and its technical one (insurer and policy), adds to the segment's running sums of both
 * and counts the batch on the segment's own item, which must still be pending. The certificate's
 * write is conditional on its state and version, so a concurrent baja either happens first (the
 * certificate is skipped) or loses (409 to its caller). Batches fill a transaction; a batch that
 * meets a changed certificate goes one certificate at a time.
 */
export const declararSegmento = async (s: Segmento, hastaMs: number | undefined): Promise<Declarados> => {
  const { db } = s;
  const resultado: Declarados = { completo: false, declarados: 0, omitidos: 0, tardios: 0 };
  const paisPolizaId = findTenant(db.tenant)?.paisPolizaId ?? 0;
  const abiertas = new Map<string, boolean>();
  const cifs = new Map<number, string>();
  const guarda = SegmentoCierre.check(claveSegmento(s), { estado: 'pendiente' });

  const idsDe = (p: Partes): IdsDeclaracion => ({
    venta: idDeclaracion(s.periodo, { tipo: 'venta', emisorId: p.emisor.id }, p.moneda.id),
    tecnica: idDeclaracion(
      s.periodo,
      { tipo: 'tecnica', aseguradoraId: p.aseguradora.id, polizaId: p.poliza?.id ?? 0 },
      p.moneda.id,
    ),
  });

  const declaracionNueva = async (tipo: TipoDeclaracion, id: string, p: Partes) => {
    let cif = cifs.get(p.emisor.id);
    if (tipo === 'venta' && cif === undefined) {
      cif = (await db.get(Empresa, { id: p.emisor.id }))?.cif ?? '';
      cifs.set(p.emisor.id, cif);
    }
    // The month's declaration is an endorsement of the floating policy, numbered per policy; the
    // number is taken in the transaction that creates it, so two segments racing to create it never
    // skip one.
    const endoso = tipo === 'tecnica' && p.poliza ? await numberInTransaction(db, `endoso-poliza-${p.poliza.id}`) : null;
    const nueva: DeclaracionItem = {
      id,
      tipo,
      periodo: s.clave,
      estado: ESTADOS_DECLARACION.enProceso.id,
      pagada: false,
      fechaEstado: s.ahora,
      fechaBorrador: null,
      aceptacion: null,
      parteId: tipo === 'venta' ? p.emisor.id : p.aseguradora.id,
      emisor: tipo === 'venta' ? { ...p.emisor, cif: cif ?? '' } : null,
      aseguradora: tipo === 'tecnica' ? p.aseguradora : null,
      poliza: tipo === 'tecnica' ? p.poliza : null,
      endoso: endoso?.numero ?? null,
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
    return { nueva, ops: endoso?.ops ?? [] };
  };

  /**
   * Whether a declaration is open, creating it En proceso on first sight: with the segment still
   * pending, and with a running sum of this segment (the month's sums name every declaration the
   * close opened, so the drafts step finds it however it ends).
   */
  const abrir = async (tipo: TipoDeclaracion, id: string, p: Partes): Promise<boolean> => {
    const conocida = abiertas.get(id);
    if (conocida !== undefined) return conocida;
    for (let intento = 0; ; intento++) {
      let d = await db.get(Declaracion, { id }, { consistent: true });
      if (!d) {
        const { nueva, ops } = await declaracionNueva(tipo, id, p);
        const suma = AcumuladoDeclaracion.update(
          { periodo: s.clave, id, ronda: s.ronda, segmento: s.segmento },
          { add: { cantidadTransporte: 0 } },
          { upsert: true },
        );
        try {
          await db.write([guarda, ...Declaracion.create(nueva), ...ops, suma]);
          d = nueva;
        } catch (err) {
          if (err instanceof ConditionFailed && segmentoFallo(err)) throw new SegmentoCerrado(s.segmento);
          // Another segment created it, or took the endorsement number, or held a counter: read again.
          if (!(err instanceof ConditionFailed || err instanceof TransactionConflict) || intento >= INTENTOS_CONFLICTO) throw err;
          await pausa(intento);
          continue;
        }
      }
      const abierta = d.estado === ESTADOS_DECLARACION.enProceso.id;
      abiertas.set(id, abierta);
      return abierta;
    }
  };

  /** A certificate whose write failed: skipped, unless another run of this segment declared it meanwhile. */
  const omitir = async (e: Entrada) => {
    const entity = e.declarable.origen === 've' ? CertificadoVE : CertificadoCarga;
    const ahora = (await db.get(entity, { id: e.declarable.id }, { consistent: true })) as { estado: number } | undefined;
    if (ahora?.estado !== ESTADOS.declarado.id) resultado.omitidos++;
  };

  const enviar = async (grupo: Entrada[]): Promise<void> => {
    if (!grupo.length) return;
    for (let intento = 0; ; intento++) {
      try {
        await db.write(opsDeTanda(s, grupo));
        resultado.declarados += grupo.length;
        return;
      } catch (err) {
        if (err instanceof TransactionConflict && intento < INTENTOS_CONFLICTO) {
          await pausa(intento);
          continue;
        }
        if (!(err instanceof ConditionFailed)) throw err;
        if (segmentoFallo(err)) throw new SegmentoCerrado(s.segmento);
        if (grupo.length === 1) return omitir(grupo[0]!);
        for (const e of grupo) await enviar([e]);
        return;
      }
    }
  };

  /** Writes a page in as few transactions as fit. */
  const escribir = async (entradas: Entrada[]) => {
    const abiertasDeTanda: Entrada[] = [];
    for (const e of entradas) {
      const ok =
        (await abrir('venta', e.ids.venta, e.declarable.partes)) && (await abrir('tecnica', e.ids.tecnica, e.declarable.partes));
      if (ok) abiertasDeTanda.push(e);
      else resultado.tardios++;
    }
    let lote: Entrada[] = [];
    for (const e of abiertasDeTanda) {
      const candidato = [...lote, e];
      if (lote.length && coalesce(opsDeTanda(s, candidato)).length > MAX_TRANSACCION) {
        await enviar(lote);
        lote = [e];
      } else lote = candidato;
    }
    await enviar(lote);
  };

  for await (const pagina of certificadosDe(db, s.segmento, s.periodo)) {
    const entradas =
      pagina.origen === 'flotante'
        ? pagina.items.map((c) => entradaFlotante(c, idsDe, s.ahora))
        : pagina.items.map((c) => entradaVE(c, idsDe, s.ahora, paisPolizaId));
    await escribir(entradas);
    // A run stops for its budget only once it has declared (or skipped) something: every run then
    // gets further, even where a segment begins with late certificates a run only reads.
    const avanzo = resultado.declarados + resultado.omitidos > 0;
    if (avanzo && hastaMs !== undefined && Date.now() > hastaMs) return resultado;
  }
  resultado.completo = true;
  return resultado;
};
