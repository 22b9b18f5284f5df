import { CierreMes, ContadorCierre, SegmentoCierre, type SegmentoCierreItem } from '../../data/cierres.ts';
import { Contador } from '../../data/model/counters.ts';
import { ConditionFailed, TransactionConflict } from '../../data/model/db.ts';
import { declararSegmento, pausa, SegmentoCerrado, type Declarados } from './declarar.ts';
import { RESTO } from './segmentos.ts';
import { claveSegmento, type Segmento } from './tanda.ts';

/** Shares of counters folded per transaction (each is an ADD on the counter and a delete of the share). */
const PARTES_POR_TRANSACCION = 40;
const INTENTOS = 10;

const leerSegmento = (s: Segmento) => s.db.get(SegmentoCierre, claveSegmento(s), { consistent: true });

/** The segment's item, created pending by its first run. */
const segmentoDe = async (s: Segmento): Promise<SegmentoCierreItem> => {
  const actual = await leerSegmento(s);
  if (actual) return actual;
  const nuevo: SegmentoCierreItem = { ...claveSegmento(s), estado: 'pendiente', declarados: 0, omitidos: 0, tardios: 0 };
  try {
    await s.db.write(SegmentoCierre.create(nuevo));
    return nuevo;
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    return (await leerSegmento(s))!;
  }
};

/** Runs a write again while DynamoDB cancels it for a concurrent writer of one of its items. */
const sinConflicto = async (escribir: () => Promise<void>): Promise<void> => {
  for (let intento = 0; ; intento++) {
    try {
      return await escribir();
    } catch (err) {
      if (!(err instanceof TransactionConflict) || intento >= INTENTOS) throw err;
      await pausa(intento);
    }
  }
};

/**
 * Adds the segment's shares to the counters, each share once: its ADD and its delete (conditional on
 * the value read) commit together, so two runs folding at once never add one twice.
 */
const plegarContadores = async (s: Segmento): Promise<void> => {
  for (;;) {
    const partes = await s.db.query(ContadorCierre, 'primary', claveSegmento(s), {
      limit: PARTES_POR_TRANSACCION,
      consistent: true,
    });
    if (!partes.items.length) return;
    try {
      await sinConflicto(() =>
        s.db.write(
          partes.items.flatMap((p) => [
            Contador.update(
              { ambito: p.ambito, ambitoId: p.ambitoId, metrica: p.metrica },
              { add: { valor: p.valor } },
              { upsert: true },
            ),
            ...ContadorCierre.delete(
              { ...claveSegmento(s), ambito: p.ambito, ambitoId: p.ambitoId, metrica: p.metrica },
              { valor: p.valor },
            ),
          ]),
        ),
      );
    } catch (err) {
      // Another run of the segment folded some of them: read what is left.
      if (!(err instanceof ConditionFailed)) throw err;
    }
  }
};

/** cerrando → terminado, adding the segment's figures to the round's in the same transaction: once. */
const terminar = async (s: Segmento): Promise<void> => {
  for (let intento = 0; ; intento++) {
    const item = await leerSegmento(s);
    if (item?.estado !== 'cerrando') return;
    try {
      await sinConflicto(() =>
        s.db.write([
          SegmentoCierre.update(claveSegmento(s), { set: { estado: 'terminado' } }, { when: { estado: 'cerrando' } }),
          CierreMes.update(
            { periodo: s.clave },
            {
              add: {
                terminados: 1,
                declarados: item.declarados,
                omitidos: item.omitidos,
                // The rest reads every certificate still issued in the month, the late ones of every
                // segment included: the round's count of late ones is the rest's.
                tardios: s.segmento === RESTO ? item.tardios : 0,
              },
            },
            { when: { ronda: s.ronda } },
          ),
        ]),
      );
      return;
    } catch (err) {
      if (!(err instanceof ConditionFailed) || intento >= INTENTOS) throw err;
    }
  }
};

/**
 * One run of a segment: declares what is left of it and, when nothing is, ends it in three steps a
 * retry can resume at any point: pendiente → cerrando (from then on no batch of it commits), its
 * counter shares folded, cerrando → terminado with the round's sums. A run that finds it ending or
 * ended finishes what is left of that.
 */
export const cerrarSegmento = async (s: Segmento, hastaMs: number | undefined): Promise<Declarados> => {
  const item = await segmentoDe(s);
  let hecho: Declarados = { completo: true, declarados: 0, omitidos: 0, tardios: 0 };
  if (item.estado === 'pendiente') {
    try {
      hecho = await declararSegmento(s, hastaMs);
    } catch (err) {
      if (!(err instanceof SegmentoCerrado)) throw err;
    }
    const cuentas = { add: { omitidos: hecho.omitidos } };
    try {
      // A run that did not finish keeps its skipped ones; the one that finishes counts the late ones
      // (they stay issued, so every run of the segment reads them again).
      await s.db.write(
        SegmentoCierre.update(
          claveSegmento(s),
          hecho.completo ? { ...cuentas, set: { estado: 'cerrando', tardios: hecho.tardios } } : cuentas,
          { when: { estado: 'pendiente' } },
        ),
      );
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
    }
    if (!hecho.completo) return hecho;
  }
  await plegarContadores(s);
  await terminar(s);
  return hecho;
};
